import { useMemo, useState, type ReactNode } from 'react';
import { Button, Center, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { BoardColumn } from './board-column';
import type { BoardItem } from './drag-board';
import { DragSourceList } from './drag-source-list';
import { EmptyState } from './empty-state';
import { PickerColumn } from './entry-picker';
import { LoadError } from './load-error';
import { ScreenHeader } from './screen-header';
import { SearchField, matchesSearch } from './search-field';

export interface BoardScreenProps<T extends { id: number; name: string }> {
  title: string;
  intro: string;
  /** What the left column picks from; undefined until loaded. */
  items: readonly T[] | undefined;
  /** The key of the navigation state that names an entry to pick on arrival (a new one). */
  arrivalKey: string;
  /** The line under each entry in the left column. */
  detail: (item: T) => string;
  pending: boolean;
  /** The message when something did not load, or null. */
  loadError: string | null;
  onRetry: () => void;
  /** When there is nothing to pick: what to say and where to create the first one. */
  noItems: { message: string; createLabel: string; createPath: string };
  picker: { label: string; hint: string; filterLabel: string };
  /** The board for the picked entry, with the left column to place first. */
  board: (selected: T, pickerColumn: ReactNode) => ReactNode;
}

/**
 * The frame of a drag-and-drop manager: the header, loading and load errors, the empty
 * state, and the left column that picks the entry whose board is shown (the first one
 * until another is picked, SPEC 2.11).
 */
export function BoardScreen<T extends { id: number; name: string }>(props: BoardScreenProps<T>) {
  const { items, detail, picker } = props;
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const location = useLocation();
  const arrivedWith = (location.state as Record<string, unknown> | null)?.[props.arrivalKey];
  const [pickedId, setPickedId] = useState<number | null>(
    typeof arrivedWith === 'number' ? arrivedWith : null,
  );
  const selected = items?.find((entry) => entry.id === pickedId) ?? items?.[0] ?? null;
  const entries = useMemo(
    () =>
      (items ?? [])
        .filter((entry) => matchesSearch(filter, [entry.name]))
        .map((entry) => ({ id: entry.id, name: entry.name, detail: detail(entry) })),
    [items, filter, detail],
  );

  const header = <ScreenHeader title={props.title} intro={props.intro} />;
  let body: ReactNode;
  if (props.pending) {
    body = (
      <Center py="xl">
        <Loader aria-label={t('manage.loading')} />
      </Center>
    );
  } else if (props.loadError) {
    body = <LoadError message={props.loadError} onRetry={props.onRetry} />;
  } else if (!selected) {
    body = (
      <EmptyState message={props.noItems.message}>
        <Button component={Link} to={props.noItems.createPath} variant="light">
          {props.noItems.createLabel}
        </Button>
      </EmptyState>
    );
  } else {
    body = props.board(
      selected,
      <PickerColumn
        label={picker.label}
        hint={picker.hint}
        filterLabel={picker.filterLabel}
        filter={filter}
        onFilterChange={setFilter}
        entries={entries}
        selectedId={selected.id}
        onSelect={setPickedId}
        emptyText={t('manage.noMatch')}
      />,
    );
  }
  return (
    <>
      {header}
      {body}
    </>
  );
}

export interface AvailableColumnProps {
  title: string;
  hint: string;
  filterLabel: string;
  filter: string;
  onFilterChange: (value: string) => void;
  items: BoardItem[];
  /** Said when the rules have none of these at all; otherwise all are taken. */
  noneExistText: string | null;
  disabled: boolean;
  renderActions: (item: BoardItem) => ReactNode;
  /** A line under the list, e.g. how the keyboard moves an item. */
  footnote?: string;
}

/** A board's column of what can still be added: a filter box and the draggable list. */
export function AvailableColumn(props: AvailableColumnProps) {
  const { t } = useTranslation();
  return (
    <BoardColumn title={props.title} hint={props.hint}>
      <SearchField label={props.filterLabel} value={props.filter} onChange={props.onFilterChange} />
      <DragSourceList
        label={props.title}
        items={props.items}
        emptyText={props.noneExistText ?? t('manage.noneAvailable')}
        disabled={props.disabled}
        renderActions={props.renderActions}
      />
      {props.footnote && (
        <Text size="xs" c="dimmed">
          {props.footnote}
        </Text>
      )}
    </BoardColumn>
  );
}
