import { Box, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { ProfessionAbility } from '@club/shared/contract/rules';
import { abilityTypeLabel } from '../ability-type-label';
import classes from './ability-details.module.css';

type Field = { key: string; value: string };

/**
 * The fields of SPEC 2.9 an ability has, in SPEC's order: texts when not empty, bonuses
 * and mana cost when not zero. The XP cost is always shown; a free ability says 0.
 */
function presentFields(ability: ProfessionAbility, language: string, yes: string): Field[] {
  const fields: Field[] = [];
  const text = (key: string, value: string) => {
    if (value.trim()) fields.push({ key, value });
  };
  const number = (key: string, value: number) => {
    if (value !== 0) fields.push({ key, value: String(value) });
  };
  text('effect', ability.effect);
  fields.push({ key: 'xpcost', value: String(ability.xpcost) });
  number('bonus_hits', ability.bonus_hits);
  if (ability.type.trim())
    fields.push({ key: 'type', value: abilityTypeLabel(ability.type, language) });
  number('bonus_kp', ability.bonus_kp);
  number('bonus_rp', ability.bonus_rp);
  number('bonus_mp', ability.bonus_mp);
  text('duration', ability.duration);
  text('rite', ability.rite);
  number('cost_mana', ability.cost_mana);
  text('requirement', ability.requirement);
  text('note', ability.note);
  if (ability.has_special_ability === 1) fields.push({ key: 'has_special_ability', value: yes });
  return fields;
}

export function AbilityDetails({ ability }: { ability: ProfessionAbility }) {
  const { t, i18n } = useTranslation();
  const fields = presentFields(ability, i18n.language, t('common.yes'));
  return (
    <Box component="dl" className={classes.list}>
      {fields.map((field) => (
        <div key={field.key} className={classes.row}>
          <Text component="dt" size="sm" fw={600}>
            {t(`professions.abilityFields.${field.key}`)}
          </Text>
          <Text component="dd" size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {field.value}
          </Text>
        </div>
      ))}
    </Box>
  );
}
