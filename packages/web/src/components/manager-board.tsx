import { useState, type ReactNode } from 'react';
import { SimpleGrid } from '@mantine/core';
import { notifications } from 'mantine-toast-store';
import { useErrorMessage } from '../api/use-error-message';
import { BoardColumn } from './board-column';
import { AvailableColumn, BoardListBody, type AvailableColumnProps } from './board-screen';
import { DragBoard, type BoardChange, type BoardItem } from './drag-board';
import { SortableList } from './sortable-list';

/** One list a manager board fills: a column with its heading, hint and sortable list. */
export interface ManagerList {
  id: string;
  title: string;
  items: BoardItem[];
  /** Shown beside the title once loaded, e.g. "3 / 6". */
  count?: ReactNode;
  hint: ReactNode;
  /** The list takes no more than this many (drops beyond are refused). */
  limit?: number;
  /** Said while something that would not fit is dragged over the full list. */
  fullText?: string;
  /** Show each item's place (a level) and the free places after them. */
  numbered?: boolean;
  emptyText: string;
  onRemove: (item: BoardItem) => void;
  /** Above the list (a save status, a refusal) and below it (hints). */
  above?: ReactNode;
  below?: ReactNode;
}

export interface ManagerBoardProps {
  /** The column that picks whose lists these are, laid out first. */
  pickerColumn: ReactNode;
  /** What can still be added; its actions are the keyboard's and the phone's way in. */
  available: Omit<AvailableColumnProps, 'disabled'>;
  lists: ManagerList[];
  /** The read of the lists: nothing can be added until it has come. */
  current: { data?: unknown; isPending: boolean; isError: boolean; refetch: () => unknown };
  loadFailedText: string;
  onChange: (change: BoardChange) => void;
}

/**
 * The board of a drag-and-drop manager (SPEC 2.11): the picker column, the column of what
 * can still be added (copied by dragging or with its add button), and the lists that take
 * it, each in its order. The screen decides what a change saves.
 */
export function ManagerBoard(props: ManagerBoardProps) {
  const loaded = Boolean(props.current.data);
  const byList = <T,>(value: (list: ManagerList) => T | undefined): Record<string, T> =>
    Object.fromEntries(
      props.lists.flatMap((list) => {
        const found = value(list);
        return found === undefined ? [] : [[list.id, found]];
      }),
    );
  return (
    <DragBoard
      lists={byList((list) => list.items)}
      listNames={byList((list) => list.title)}
      limits={byList((list) => list.limit)}
      onChange={props.onChange}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 2 + props.lists.length }} spacing="md">
        {props.pickerColumn}
        <AvailableColumn {...props.available} disabled={!loaded} />
        {props.lists.map((list) => (
          <BoardColumn
            key={list.id}
            title={list.title}
            count={loaded ? list.count : undefined}
            hint={list.hint}
          >
            {list.above}
            <BoardListBody query={props.current} loadFailedText={props.loadFailedText}>
              <SortableList
                listId={list.id}
                label={list.title}
                items={list.items}
                numbered={list.numbered}
                limit={list.limit}
                emptyText={list.emptyText}
                fullText={list.fullText}
                onRemove={list.onRemove}
              />
            </BoardListBody>
            {list.below}
          </BoardColumn>
        ))}
      </SimpleGrid>
    </DragBoard>
  );
}

/**
 * A board's refusal (a list is full), kept with the entry it was for, so that picking
 * another entry clears it.
 */
export function useBoardRefusal(entryId: number) {
  const [refusedFor, setRefusedFor] = useState<number | null>(null);
  return {
    refused: refusedFor === entryId,
    setRefused: (on: boolean) => setRefusedFor(on ? entryId : null),
  };
}

/** Tells the editor a board's save failed; the board then shows what is saved. */
export function useSaveFailedNotice(): (error: unknown) => void {
  const errorMessage = useErrorMessage();
  return (error) =>
    notifications.show({ color: 'red', message: errorMessage(error, 'manage.saveFailed') });
}

/** What of `all` is not yet in the lists, as the available column lists it. */
export function notTaken<T extends { id: number }>(
  all: readonly T[],
  lists: readonly BoardItem[][],
  toItem: (entry: T) => BoardItem,
): BoardItem[] {
  const taken = new Set(lists.flat().map((item) => item.id));
  return all.filter((entry) => !taken.has(entry.id)).map(toItem);
}
