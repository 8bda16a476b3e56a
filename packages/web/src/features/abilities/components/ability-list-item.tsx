import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { GiStarsStack } from 'react-icons/gi';
import type { Ability } from '@club/shared/contract/rules';
import { EntryActions } from '../../../components/deletable-entry-list';
import { abilityTypeLabel } from './ability-type-label';

export interface AbilityListItemProps {
  ability: Ability;
  onEdit: (ability: Ability) => void;
  onDelete: (ability: Ability) => void;
}

/** One ability in the staff list: what it is, what it costs, and its edit and delete buttons. */
export function AbilityListItem({ ability, onEdit, onDelete }: AbilityListItemProps) {
  const { t } = useTranslation();
  const bonuses = (['bonus_hits', 'bonus_kp', 'bonus_rp', 'bonus_mp', 'cost_mana'] as const)
    .filter((field) => ability[field] > 0)
    .map((field) => `${t(`abilities.fields.${field}`)} ${ability[field]}`);

  return (
    <Paper component="article" withBorder p="md" radius="md" aria-label={ability.name}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={6} style={{ flex: '1 1 260px', minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Title order={2} size="h5">
              {ability.name}
            </Title>
            <Badge variant="filled">{t('abilities.xp', { count: ability.xpcost })}</Badge>
            {ability.type && <Badge variant="light">{abilityTypeLabel(t, ability.type)}</Badge>}
            {ability.has_special_ability === 1 && (
              <Badge variant="outline" leftSection={<GiStarsStack aria-hidden />}>
                {t('abilities.hasSpecial')}
              </Badge>
            )}
          </Group>
          {ability.effect && (
            <Text size="sm" lineClamp={2}>
              {ability.effect}
            </Text>
          )}
          {bonuses.length > 0 && (
            <Text size="xs" c="dimmed">
              {bonuses.join(' · ')}
            </Text>
          )}
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <EntryActions
            name={ability.name}
            editVariant="light"
            onEdit={() => onEdit(ability)}
            onDelete={() => onDelete(ability)}
          />
        </Group>
      </Group>
    </Paper>
  );
}
