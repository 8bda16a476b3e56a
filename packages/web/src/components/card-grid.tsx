import type { ReactNode } from 'react';
import { Card, SimpleGrid, Skeleton, Stack } from '@mantine/core';

/**
 * The responsive grid the rules screens lay their cards in: 1, 2 or 3 columns. Cards keep
 * their own height, so opening one does not stretch its neighbours into empty boxes.
 */
export function CardGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="lg"
      verticalSpacing="lg"
      style={{ alignItems: 'start' }}
    >
      {children}
    </SimpleGrid>
  );
}

/** Placeholder cards while a grid's data loads. */
export function CardGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <CardGrid>
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} withBorder radius="md" padding="lg" aria-hidden>
          <Stack gap="sm">
            <Skeleton height={22} width="60%" />
            <Skeleton height={12} />
            <Skeleton height={12} />
            <Skeleton height={12} width="80%" />
          </Stack>
        </Card>
      ))}
    </CardGrid>
  );
}
