import { useId } from 'react';
import { Box, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { GiSpellBook } from 'react-icons/gi';
import type { Profession } from '@club/shared/contract/rules';
import { CollapsibleSection } from '../../../components/collapsible-section';
import { EditableDescription } from '../../../components/editable-description';
import { EditEntryButton } from '../../../components/edit-entry-button';
import { AbilityList } from './ability-list';

export interface ProfessionCardProps {
  profession: Profession;
  canEdit: boolean;
  /** Opens the profession's edit form; rules editors only. */
  onEdit?: () => void;
  onSaveDescription: (description: string) => Promise<unknown>;
}

function LabelledText({ label, text }: { label: string; text: string }) {
  if (!text.trim()) return null;
  return (
    <Box>
      <Text size="xs" fw={700} tt="uppercase" c="parchment.9" lts={0.5}>
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {text}
      </Text>
    </Box>
  );
}

export function ProfessionCard({
  profession,
  canEdit,
  onSaveDescription,
  onEdit,
}: ProfessionCardProps) {
  const { t } = useTranslation();
  const titleId = useId();

  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      shadow="xs"
      component="article"
      aria-labelledby={titleId}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <Text c="oxblood.7" fz={24} lh={1} aria-hidden>
              <GiSpellBook />
            </Text>
            <Title order={2} size="h3" id={titleId}>
              {profession.name}
            </Title>
          </Group>
          {canEdit && onEdit && <EditEntryButton name={profession.name} onClick={onEdit} />}
        </Group>
        <LabelledText label={t('professions.requirements')} text={profession.requirements} />
        <Box>
          <Text size="xs" fw={700} tt="uppercase" c="parchment.9" lts={0.5}>
            {t('common.description')}
          </Text>
          <EditableDescription
            text={profession.description}
            canEdit={canEdit}
            onSave={onSaveDescription}
            label={t('professions.descriptionLabel', { name: profession.name })}
          />
        </Box>
        <LabelledText label={t('professions.notes')} text={profession.notes} />
        <LabelledText label={t('professions.characteristics')} text={profession.characteristics} />
        <CollapsibleSection
          title={t('professions.abilitiesTitle')}
          hint={`(${profession.abilities.length})`}
        >
          <AbilityList abilities={profession.abilities} />
        </CollapsibleSection>
      </Stack>
    </Card>
  );
}
