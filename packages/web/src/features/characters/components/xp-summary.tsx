import { useTranslation } from '../../../i18n/use-translation';
import { Group, Stack, Text } from '@mantine/core';
import { remainingXp } from '@club/shared/rules/xp';

/** Earned, spent and remaining XP side by side. */
export function XpSummary({
  earned,
  spent,
  size = 'sm',
}: {
  earned: number;
  spent: number;
  size?: 'xs' | 'sm' | 'md';
}) {
  const { t } = useTranslation();
  const remaining = remainingXp(earned, spent);
  const figures = [
    { label: t('characters.xp.earned'), value: earned },
    { label: t('characters.xp.spent'), value: spent },
    { label: t('characters.xp.remaining'), value: remaining },
  ];
  return (
    <Group gap="md" wrap="wrap" component="dl" m={0}>
      {figures.map((figure) => (
        <Stack key={figure.label} gap={0}>
          <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
            {figure.label}
          </Text>
          <Text
            component="dd"
            m={0}
            size={size}
            fw={700}
            c={figure.value < 0 ? 'red.8' : undefined}
          >
            {figure.value}
          </Text>
        </Stack>
      ))}
    </Group>
  );
}
