import { Box, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { GiSpellBook } from 'react-icons/gi';
import type { Profession } from '@club/shared/contract/rules';
import { CollapsibleSection } from '../../../components/collapsible-section';
import { EditableDescription } from '../../../components/editable-description';
import { EntryCard } from '../../../components/entry-card';
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

  return (
    <EntryCard name={profession.name} icon={<GiSpellBook />} onEdit={canEdit ? onEdit : undefined}>
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
    </EntryCard>
  );
}
