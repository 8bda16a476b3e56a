import type { ReactNode } from 'react';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';

export interface BoardColumnProps {
  title: string;
  /** Shown beside the title, e.g. "3 / 6". */
  count?: ReactNode;
  /** A line under the title that says what the column is for. */
  hint?: ReactNode;
  children: ReactNode;
}

/** One column of a manager board: a heading, a hint, and the list below. */
export function BoardColumn({ title, count, hint, children }: BoardColumnProps) {
  return (
    <Paper component="section" withBorder p="sm" radius="md" aria-label={title}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Title order={2} size="h4">
            {title}
          </Title>
          {count !== undefined && (
            <Badge variant="light" size="lg" style={{ flex: 'none' }}>
              {count}
            </Badge>
          )}
        </Group>
        {hint && (
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
