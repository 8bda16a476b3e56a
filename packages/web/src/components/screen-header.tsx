import type { ReactNode } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';

export interface ScreenHeaderProps {
  title: string;
  /** One line under the title. */
  intro?: ReactNode;
  /** Search boxes and toggles, laid out under the title and wrapping on a phone. */
  children?: ReactNode;
}

/** A screen's h1 with its tools. */
export function ScreenHeader({ title, intro, children }: ScreenHeaderProps) {
  return (
    <Stack gap="sm" mb="lg">
      <Title order={1}>{title}</Title>
      {intro && <Text c="dimmed">{intro}</Text>}
      {children && (
        <Group gap="md" align="center" wrap="wrap">
          {children}
        </Group>
      )}
    </Stack>
  );
}
