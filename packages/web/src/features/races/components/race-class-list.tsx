import { Badge, Button, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { Class } from '@club/shared/contract/rules';
import classes from './race-class-list.module.css';

export interface RaceClassListProps {
  raceName: string;
  allowed: Class[];
  /** Every class, for rules editors; null for everyone else. */
  options: Class[] | null;
  onToggle: (classItem: Class, allowed: boolean) => void;
}

/**
 * The classes a race allows. Rules editors see every class marked ✓ (allowed) or
 * × (not allowed) and toggle it; others see the allowed ones only.
 */
export function RaceClassList({ raceName, allowed, options, onToggle }: RaceClassListProps) {
  const { t } = useTranslation();

  if (!options) {
    if (allowed.length === 0) {
      return (
        <Text size="sm" c="dimmed" fs="italic">
          {t('races.noClasses')}
        </Text>
      );
    }
    return (
      <List size="sm" spacing={2}>
        {allowed.map((c) => (
          <List.Item key={c.id}>{c.name}</List.Item>
        ))}
      </List>
    );
  }

  const allowedIds = new Set(allowed.map((c) => c.id));
  return (
    <Stack gap="xs">
      <Text size="xs" c="dimmed">
        {t('races.toggleHelp')}
      </Text>
      <Group gap={6} role="group" aria-label={t('races.classTogglesLabel', { race: raceName })}>
        {options.map((c) => {
          const isAllowed = allowedIds.has(c.id);
          return (
            <Button
              key={c.id}
              size="compact-sm"
              radius="xl"
              className={classes.toggle}
              classNames={{ label: classes.label }}
              aria-pressed={isAllowed}
              title={t(isAllowed ? 'races.classAllowedTitle' : 'races.classNotAllowedTitle')}
              leftSection={
                <span aria-hidden className={classes.mark}>
                  {isAllowed ? '✓' : '×'}
                </span>
              }
              rightSection={
                c.conflict === 1 ? (
                  <Badge size="xs" color="oxblood" variant="outline">
                    {t('common.conflict')}
                  </Badge>
                ) : undefined
              }
              onClick={() => onToggle(c, !isAllowed)}
            >
              {c.name}
            </Button>
          );
        })}
      </Group>
    </Stack>
  );
}
