import { useRef } from 'react';
import { Stack, Text, UnstyledButton } from '@mantine/core';
import { MoreBelow } from './more-below';
import { useMoreBelow } from './use-more-below';
import classes from './entry-picker.module.css';
import { BoardColumn } from './board-column';
import { SearchField } from './search-field';

export interface PickerEntry {
  id: number;
  name: string;
  detail?: string;
}

export interface EntryPickerProps {
  /** The accessible name of the list. */
  label: string;
  entries: PickerEntry[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  emptyText: string;
}

/**
 * The left column of a manager board: the things one can pick to work on (classes,
 * professions, abilities). The picked one is marked as pressed.
 */
export function EntryPicker({ label, entries, selectedId, onSelect, emptyText }: EntryPickerProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const moreBelow = useMoreBelow(listRef, [entries.length]);
  if (entries.length === 0) {
    return (
      <Text size="sm" c="dimmed" ta="center" py="md">
        {emptyText}
      </Text>
    );
  }
  return (
    <Stack component="ul" gap={4} className={classes.list} aria-label={label} ref={listRef}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <UnstyledButton
            className={classes.entry}
            aria-pressed={entry.id === selectedId}
            data-selected={entry.id === selectedId || undefined}
            onClick={() => onSelect(entry.id)}
          >
            <Text size="sm" fw={600} component="span" className={classes.name}>
              {entry.name}
            </Text>
            {entry.detail && (
              <Text size="xs" component="span" className={classes.detail}>
                {entry.detail}
              </Text>
            )}
          </UnstyledButton>
        </li>
      ))}
      <li className={classes.cueItem} aria-hidden>
        <MoreBelow shown={moreBelow} />
      </li>
    </Stack>
  );
}

export interface PickerColumnProps extends EntryPickerProps {
  hint: string;
  filterLabel: string;
  filter: string;
  onFilterChange: (value: string) => void;
}

/** The whole left column of a manager board: its heading, a filter box and the picker. */
export function PickerColumn({
  hint,
  filterLabel,
  filter,
  onFilterChange,
  ...picker
}: PickerColumnProps) {
  return (
    <BoardColumn title={picker.label} hint={hint}>
      <SearchField label={filterLabel} value={filter} onChange={onFilterChange} />
      <EntryPicker {...picker} />
    </BoardColumn>
  );
}
