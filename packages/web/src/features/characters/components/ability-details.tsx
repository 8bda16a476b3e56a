import { useTranslation } from '../../../i18n/use-translation';
import { Stack, Text } from '@mantine/core';
import { ABILITY_TYPES, abilityTypeKey } from '@club/shared/constants';
import type { Ability } from '@club/shared/contract/rules';

type AbilityFacts = Pick<
  Ability,
  | 'name'
  | 'effect'
  | 'type'
  | 'duration'
  | 'rite'
  | 'cost_mana'
  | 'requirement'
  | 'note'
  | 'bonus_hits'
  | 'bonus_kp'
  | 'bonus_rp'
  | 'bonus_mp'
>;

/** The type label in the reader's language; an unknown label is shown as stored. */
export function abilityTypeLabel(type: string, language: string): string {
  const key = abilityTypeKey(type);
  const found = ABILITY_TYPES.find((t) => t.key === key);
  if (!found) return type;
  return language.startsWith('da') ? found.da : found.en;
}

/** The facts of an ability a player weighs before buying it; empty fields are left out. */
export function AbilityDetails({ ability }: { ability: AbilityFacts }) {
  const { t, i18n } = useTranslation();
  const rows: Array<[string, string | number]> = [];
  const text = (label: string, value: string) => {
    if (value.trim() !== '') rows.push([label, value]);
  };
  const number = (label: string, value: number) => {
    if (value !== 0) rows.push([label, value]);
  };
  text(t('abilitiesSheet.details.effect'), ability.effect);
  text(
    t('abilitiesSheet.details.type'),
    ability.type ? abilityTypeLabel(ability.type, i18n.language) : '',
  );
  text(t('abilitiesSheet.details.duration'), ability.duration);
  text(t('abilitiesSheet.details.rite'), ability.rite);
  number(t('abilitiesSheet.details.manaCost'), ability.cost_mana);
  text(t('abilitiesSheet.details.requirement'), ability.requirement);
  text(t('abilitiesSheet.details.note'), ability.note);
  number(t('abilitiesSheet.details.bonusHits'), ability.bonus_hits);
  number(t('abilitiesSheet.details.bonusKp'), ability.bonus_kp);
  number(t('abilitiesSheet.details.bonusRp'), ability.bonus_rp);
  number(t('abilitiesSheet.details.bonusMp'), ability.bonus_mp);

  return (
    <Stack gap={4} maw={300}>
      <Text fw={700} size="sm">
        {ability.name}
      </Text>
      {rows.length === 0 ? (
        <Text size="xs">{t('abilitiesSheet.details.none')}</Text>
      ) : (
        rows.map(([label, value]) => (
          <Text key={label} size="xs" style={{ whiteSpace: 'pre-wrap' }}>
            <Text span fw={700} size="xs">
              {label}:
            </Text>{' '}
            {value}
          </Text>
        ))
      )}
    </Stack>
  );
}
