import { Badge, Box, Group, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { ProfessionAbility } from '@club/shared/contract/rules';
import { CollapsibleSection } from '../../../components/collapsible-section';
import { AbilityDetails } from './ability-details';
import classes from './ability-list.module.css';

/** A profession's abilities by level (order_learned), each expanding to its details. */
export function AbilityList({ abilities }: { abilities: ProfessionAbility[] }) {
  const { t } = useTranslation();
  if (abilities.length === 0) {
    return (
      <Text size="sm" c="dimmed" fs="italic">
        {t('professions.noAbilities')}
      </Text>
    );
  }
  const ordered = [...abilities].sort((a, b) => a.order_learned - b.order_learned);
  return (
    <Box component="ol" className={classes.list}>
      {ordered.map((ability) => (
        <li key={ability.id} className={classes.item}>
          <CollapsibleSection
            title={
              <Group component="span" gap={8} wrap="nowrap">
                <span className={classes.level} aria-hidden>
                  {ability.order_learned}
                </span>
                <span>
                  <span className={classes.srOnly}>
                    {t('professions.level', { level: ability.order_learned })}{' '}
                  </span>
                  {ability.name}
                </span>
              </Group>
            }
            hint={
              <Badge component="span" size="sm" variant="outline" color="parchment.8">
                {t('professions.xp', { count: ability.xpcost })}
              </Badge>
            }
          >
            <Box pl={36} pb="xs">
              <AbilityDetails ability={ability} />
            </Box>
          </CollapsibleSection>
        </li>
      ))}
    </Box>
  );
}
