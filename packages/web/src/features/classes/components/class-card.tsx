import { useId } from 'react';
import { Badge, Box, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { GiCrossedSwords } from 'react-icons/gi';
import type { Class } from '@club/shared/contract/rules';
import { CollapsibleSection } from '../../../components/collapsible-section';
import { EditableDescription } from '../../../components/editable-description';
import { EditEntryButton } from '../../../components/edit-entry-button';
import { ClassProfessions } from './class-professions';
import classes from './class-card.module.css';

export interface ClassCardProps {
  classItem: Class;
  canEdit: boolean;
  /** Opens the class's edit form; rules editors only. */
  onEdit?: () => void;
  onSaveDescription: (description: string) => Promise<unknown>;
}

export function ClassCard({ classItem, canEdit, onSaveDescription, onEdit }: ClassCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const isConflict = classItem.conflict === 1;

  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      shadow="xs"
      component="article"
      aria-labelledby={titleId}
      className={classes.card}
      data-conflict={isConflict || undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <Text c="oxblood.7" fz={24} lh={1} aria-hidden>
              <GiCrossedSwords />
            </Text>
            <Title order={2} size="h3" id={titleId}>
              {classItem.name}
            </Title>
          </Group>
          <Group gap="xs" wrap="nowrap" style={{ flex: 'none' }}>
            {isConflict && (
              <Badge color="oxblood" variant="filled" style={{ flex: 'none' }}>
                {t('common.conflict')}
              </Badge>
            )}
            {canEdit && onEdit && <EditEntryButton name={classItem.name} onClick={onEdit} />}
          </Group>
        </Group>
        {isConflict && (
          <Text size="xs" c="oxblood.8">
            {t('classes.conflictHint')}
          </Text>
        )}
        <Text size="sm" fw={600}>
          {t('classes.optionalCount', { count: classItem.additional_professions })}
        </Text>
        <Box>
          <CollapsibleSection title={t('common.description')}>
            <EditableDescription
              text={classItem.description}
              canEdit={canEdit}
              onSave={onSaveDescription}
              label={t('classes.descriptionLabel', { name: classItem.name })}
            />
          </CollapsibleSection>
          <CollapsibleSection title={t('classes.professionsTitle')}>
            <ClassProfessions classId={classItem.id} />
          </CollapsibleSection>
        </Box>
      </Stack>
    </Card>
  );
}
