import { useState } from 'react';
import { Badge, Box, Card, Center, Group, Image } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { GiCastle, GiHeartPlus, GiMagicSwirl } from 'react-icons/gi';
import type { Class, RaceWithClasses } from '@club/shared/contract/rules';
import { CollapsibleSection } from '../../../components/collapsible-section';
import { EditableDescription } from '../../../components/editable-description';
import { EntryCard } from '../../../components/entry-card';
import { raceImageSrc } from '../race-image';
import { RaceClassList } from './race-class-list';

export interface RaceCardProps {
  race: RaceWithClasses;
  canEdit: boolean;
  descriptionOpen: boolean;
  onDescriptionOpenChange: (opened: boolean) => void;
  /** Every class, for rules editors; null for everyone else. */
  classOptions: Class[] | null;
  onSaveDescription: (description: string) => Promise<unknown>;
  onToggleClass: (classItem: Class, allowed: boolean) => void;
  /** Opens the race's edit form; rules editors only. */
  onEdit?: () => void;
}

export function RaceCard({
  race,
  canEdit,
  descriptionOpen,
  onDescriptionOpenChange,
  classOptions,
  onSaveDescription,
  onToggleClass,
  onEdit,
}: RaceCardProps) {
  const { t } = useTranslation();
  const src = raceImageSrc(race.image_path);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const imageFailed = failedSrc !== null && failedSrc === src;

  return (
    <EntryCard
      name={race.name}
      onEdit={canEdit ? onEdit : undefined}
      banner={
        <Card.Section>
          {src && !imageFailed ? (
            <Image
              src={src}
              alt={t('races.imageAlt', { name: race.name })}
              h={180}
              fit="contain"
              bg="parchment.1"
              py="xs"
              onError={() => setFailedSrc(src)}
            />
          ) : (
            <Center h={180} bg="parchment.1" c="parchment.8" fz={72} aria-hidden>
              <GiCastle />
            </Center>
          )}
        </Card.Section>
      }
    >
      <Group gap="xs">
        <Badge
          variant="light"
          color="oxblood"
          size="md"
          leftSection={<GiHeartPlus aria-hidden />}
          tt="none"
        >
          {t('races.baseHits', { value: race.base_hits })}
        </Badge>
        <Badge
          variant="light"
          color="#34409a"
          size="md"
          leftSection={<GiMagicSwirl aria-hidden />}
          tt="none"
        >
          {t('races.baseMana', { value: race.base_mana })}
        </Badge>
      </Group>

      <Box>
        <CollapsibleSection
          title={t('common.description')}
          opened={descriptionOpen}
          onChange={onDescriptionOpenChange}
        >
          <EditableDescription
            text={race.description}
            canEdit={canEdit}
            onSave={onSaveDescription}
            label={t('races.descriptionLabel', { name: race.name })}
          />
        </CollapsibleSection>
        <CollapsibleSection
          title={t('races.classesTitle')}
          hint={`(${race.allowed_classes.length})`}
        >
          <RaceClassList
            raceName={race.name}
            allowed={race.allowed_classes}
            options={classOptions}
            onToggle={onToggleClass}
          />
        </CollapsibleSection>
      </Box>
    </EntryCard>
  );
}
