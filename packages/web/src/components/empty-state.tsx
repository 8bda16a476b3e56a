import type { ReactNode } from 'react';
import { Paper, Stack, Text } from '@mantine/core';
import { GiScrollUnfurled } from 'react-icons/gi';

export interface EmptyStateProps {
  message: ReactNode;
  /** Defaults to an unrolled scroll. */
  icon?: ReactNode;
  children?: ReactNode;
}

/** A calm message where a list would be: nothing matches, or nothing exists yet. */
export function EmptyState({ message, icon, children }: EmptyStateProps) {
  return (
    <Paper withBorder radius="md" p="xl" bg="var(--club-parchment-light)">
      <Stack align="center" gap="sm">
        <Text c="parchment.8" fz={40} lh={1} aria-hidden>
          {icon ?? <GiScrollUnfurled />}
        </Text>
        <Text ta="center" c="dimmed">
          {message}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}
