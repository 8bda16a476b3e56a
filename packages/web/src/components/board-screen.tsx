import { useMemo, useState, type ReactNode } from 'react';
import { Alert, Button, Center, Loader, Text } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';
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
  /**
   * The board's message group: its `available`, `availableHint`, `filterAvailable` and
   * `noneExist` keys name the column, its hint, its filter box and an empty rules list.
   */
  messages: string;
  /** Everything not yet taken; the column's own filter box narrows it by name and detail. */
  items: BoardItem[];
  /** Whether the rules have any of these at all (else all are taken). */
  anyExist: boolean;
  disabled: boolean;
  renderActions: (item: BoardItem) => ReactNode;
  /** A line under the list, e.g. how the keyboard moves an item. */
  footnote?: string;
}

/** A board's column of what can still be added: a filter box and the draggable list. */
export function AvailableColumn(props: AvailableColumnProps) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const title = t(`${props.messages}.available`);
  const shown = props.items.filter((item) => matchesSearch(filter, [item.name, item.detail ?? '']));
  return (
    <BoardColumn title={title} hint={t(`${props.messages}.availableHint`)}>
      <SearchField
        label={t(`${props.messages}.filterAvailable`)}
        value={filter}
        onChange={setFilter}
      />
      <DragSourceList
        label={title}
        items={shown}
        emptyText={t(props.anyExist ? 'manage.noneAvailable' : `${props.messages}.noneExist`)}
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

/** A board list's body: a loader while its data comes, a retry when it failed, else the list. */
export function BoardListBody(props: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  loadFailedText: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (props.query.isPending) {
    return (
      <Center py="md">
        <Loader size="sm" aria-label={t('manage.loading')} />
      </Center>
    );
  }
  if (props.query.isError) {
    return <LoadError message={props.loadFailedText} onRetry={() => void props.query.refetch()} />;
  }
  return props.children;
}

/** A board's refusal (a list is full), said until the editor closes it. */
export function BoardRefusal(props: { onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      withCloseButton
      onClose={props.onClose}
      closeButtonLabel={t('manage.dismiss')}
    >
      {props.children}
    </Alert>
  );
}
