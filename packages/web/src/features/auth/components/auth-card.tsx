import type { ReactNode } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';

// A scribe's flourish, drawn inline so no icon set loads with the first screen.
function Flourish() {
  return (
    <div className="club-ornament">
      <svg width="120" height="18" viewBox="0 0 120 18" aria-hidden="true" focusable="false">
        <path
          d="M4 9h42M74 9h42"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinecap="round"
          opacity="0.55"
        />
        <path d="M60 2l7 7-7 7-7-7z" fill="currentColor" />
        <circle cx="48" cy="9" r="1.8" fill="currentColor" />
        <circle cx="72" cy="9" r="1.8" fill="currentColor" />
      </svg>
    </div>
  );
}

/** The parchment card every auth page sits on: an ornament, the page's heading, an intro. */
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <Paper className="club-card club-card-narrow" p={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={6} align="center" ta="center">
          <Flourish />
          <Title order={1}>{title}</Title>
          {intro && <Text c="dimmed">{intro}</Text>}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
