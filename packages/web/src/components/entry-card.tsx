import { useId, type ReactNode } from 'react';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { EditEntryButton } from './edit-entry-button';

export interface EntryCardProps {
  /** The entry's name: the card's heading, which names the card. */
  name: string;
  /** A small picture before the name (the area's sign). */
  icon?: ReactNode;
  /** Beside the edit button, e.g. a badge. */
  badges?: ReactNode;
  /** Opens the entry's edit form; without it there is no edit button. */
  onEdit?: () => void;
  /** Right under the heading, e.g. that the active character knows it. */
  subtitle?: ReactNode;
  /** Above everything, the width of the card (a picture). */
  banner?: ReactNode;
  className?: string;
  /** A conflict entry (SPEC 2.7), marked for its styles. */
  conflict?: boolean;
  children: ReactNode;
}

/**
 * A rules entry on its list (a race, a class, a profession, a language): a card read as an
 * article named by its heading, with the entry's sign, name, badges and edit button.
 */
export function EntryCard(props: EntryCardProps) {
  const titleId = useId();
  // On a phone the badges and the edit button go under a name that leaves them no room.
  const heading = (
    <Group justify="space-between" align="flex-start" gap="xs">
      <Group gap="xs" wrap="nowrap">
        {props.icon && (
          <Text c="oxblood.7" fz={24} lh={1} aria-hidden>
            {props.icon}
          </Text>
        )}
        <Title order={2} size="h3" id={titleId}>
          {props.name}
        </Title>
      </Group>
      <Group gap="xs" wrap="nowrap" style={{ flex: 'none' }}>
        {props.badges}
        {props.onEdit && <EditEntryButton name={props.name} onClick={props.onEdit} />}
      </Group>
    </Group>
  );
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      shadow="xs"
      component="article"
      aria-labelledby={titleId}
      className={props.className}
      data-conflict={props.conflict || undefined}
    >
      {props.banner}
      <Stack gap="sm" mt={props.banner ? 'md' : undefined}>
        {props.subtitle ? (
          <Stack gap={4}>
            {heading}
            {props.subtitle}
          </Stack>
        ) : (
          heading
        )}
        {props.children}
      </Stack>
    </Card>
  );
}
