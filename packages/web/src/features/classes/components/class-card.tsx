import { Badge, Box, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { GiCrossedSwords } from 'react-icons/gi';
import type { Class } from '@club/shared/contract/rules';
import { CollapsibleSection } from '../../../components/collapsible-section';
import { EditableDescription } from '../../../components/editable-description';
import { EntryCard } from '../../../components/entry-card';
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
  const isConflict = classItem.conflict === 1;

  return (
    <EntryCard
      name={classItem.name}
      icon={<GiCrossedSwords />}
      badges={
        isConflict && (
          <Badge color="oxblood" variant="filled" style={{ flex: 'none' }}>
            {t('common.conflict')}
          </Badge>
        )
      }
      onEdit={canEdit ? onEdit : undefined}
      className={classes.card}
      conflict={isConflict}
    >
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
    </EntryCard>
  );
}
