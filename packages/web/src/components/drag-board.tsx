import { useMemo, useState, type ReactNode } from 'react';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  closestCorners,
  pointerWithin,
  useSensor,
  useSensors,
  type Active,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  type Over,
} from '@dnd-kit/core';
import { arrayMove, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { Group, Paper, Text } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';
import { MdDragIndicator } from 'react-icons/md';
import classes from './drag-board.module.css';

/** One entry on a board: a profession, an ability, a special ability. */
export interface BoardItem {
  id: number;
  name: string;
  /** A second line, e.g. a special ability's type. */
  detail?: string;
}

/** The list the available items are copied from. */
export const SOURCE_LIST_ID = 'source';

/** What a drag or keyboard move asks the screen to do. */
export type BoardChange =
  | { kind: 'add'; to: string; item: BoardItem; index: number }
  | { kind: 'reorder'; list: string; items: BoardItem[] }
  | {
      kind: 'move';
      from: string;
      to: string;
      item: BoardItem;
      /** Both lists after the move. */
      lists: Record<string, BoardItem[]>;
    }
  | { kind: 'refuse'; to: string; item: BoardItem };

/** What every draggable and droppable on a board carries. */
export interface BoardData {
  listId: string;
  item?: BoardItem;
}

export function itemKey(listId: string, itemId: number): string {
  return `${listId}:${itemId}`;
}

export function listKey(listId: string): string {
  return `list:${listId}`;
}

function dataOf(entry: Active | Over | null): BoardData | undefined {
  return entry?.data.current as BoardData | undefined;
}

/**
 * Items win over the list that holds them, so a drop lands where the pointer is; the
 * keyboard has no pointer and falls back to the nearest corners.
 */
const collisionDetection: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  const collisions = within.length > 0 ? within : closestCorners(args);
  const onItem = collisions.filter(
    (collision) => (collision.data?.droppableContainer.data.current as BoardData)?.item,
  );
  return onItem.length > 0 ? onItem : collisions;
};

/** Where in the target list a drop lands: before the item under it, or after it when below its middle. */
function dropIndex(event: DragEndEvent, target: BoardItem[]): number {
  const { active, over } = event;
  const overItem = dataOf(over)?.item;
  if (!over || !overItem) return target.length;
  const index = target.findIndex((item) => item.id === overItem.id);
  if (index < 0) return target.length;
  const dragged = active.rect.current.translated;
  const below = dragged ? dragged.top > over.rect.top + over.rect.height / 2 : false;
  return below ? index + 1 : index;
}

/** The change a finished drag asks for, or null when nothing changes. */
export function boardChangeOf(
  event: DragEndEvent,
  lists: Record<string, BoardItem[]>,
  limits: Record<string, number>,
): BoardChange | null {
  const from = dataOf(event.active);
  const to = dataOf(event.over);
  const item = from?.item;
  if (!from || !to || !item || to.listId === SOURCE_LIST_ID) return null;
  const target = lists[to.listId];
  if (!target) return null;
  const limit = limits[to.listId];

  if (from.listId === SOURCE_LIST_ID) {
    if (target.some((entry) => entry.id === item.id)) return null;
    if (limit !== undefined && target.length >= limit)
      return { kind: 'refuse', to: to.listId, item };
    return { kind: 'add', to: to.listId, item, index: dropIndex(event, target) };
  }

  if (from.listId === to.listId) {
    const oldIndex = target.findIndex((entry) => entry.id === item.id);
    const overId = to.item?.id;
    const newIndex =
      overId === undefined ? target.length - 1 : target.findIndex((entry) => entry.id === overId);
    if (oldIndex < 0 || newIndex < 0 || oldIndex === newIndex) return null;
    return { kind: 'reorder', list: to.listId, items: arrayMove(target, oldIndex, newIndex) };
  }

  const origin = lists[from.listId];
  if (!origin) return null;
  if (limit !== undefined && target.length >= limit) return { kind: 'refuse', to: to.listId, item };
  const index = dropIndex(event, target);
  const moved = [...target.slice(0, index), item, ...target.slice(index)];
  return {
    kind: 'move',
    from: from.listId,
    to: to.listId,
    item,
    lists: { [from.listId]: origin.filter((entry) => entry.id !== item.id), [to.listId]: moved },
  };
}

/**
 * What a screen reader hears at each step. Over the list an item came from, it hears that
 * (that list has no name among `listNames`), and a drop there is a cancelled move.
 */
export function boardAnnouncements(
  t: (key: string, values?: Record<string, string>) => string,
  listNames: Record<string, string>,
): Announcements {
  const nameOf = (entry: Active | Over | null) => dataOf(entry)?.item?.name ?? '';
  const listOf = (entry: Active | Over | null) => {
    const listId = dataOf(entry)?.listId;
    return listId ? (listNames[listId] ?? '') : '';
  };
  const isSource = (entry: Over | null) => dataOf(entry)?.listId === SOURCE_LIST_ID;
  return {
    onDragStart: ({ active: picked }) => t('manage.dnd.picked', { name: nameOf(picked) }),
    onDragOver: ({ active: moving, over }) => {
      if (!over) return t('manage.dnd.outside', { name: nameOf(moving) });
      if (isSource(over)) return t('manage.dnd.overSource', { name: nameOf(moving) });
      return t('manage.dnd.over', { name: nameOf(moving), list: listOf(over) });
    },
    onDragEnd: ({ active: dropped, over }) =>
      over && !isSource(over)
        ? t('manage.dnd.dropped', { name: nameOf(dropped), list: listOf(over) })
        : t('manage.dnd.cancelled', { name: nameOf(dropped) }),
    onDragCancel: ({ active: dropped }) => t('manage.dnd.cancelled', { name: nameOf(dropped) }),
  };
}

export interface DragBoardProps {
  /** The lists items can be dropped into, by list id (the source list is not one of them). */
  lists: Record<string, BoardItem[]>;
  /** List names for the screen reader announcements, by list id. */
  listNames: Record<string, string>;
  /** Lists that hold at most this many items. */
  limits?: Record<string, number>;
  onChange: (change: BoardChange) => void;
  children: ReactNode;
}

/**
 * A drag-and-drop board: one source list whose items are copied by dragging, and lists
 * that take them, keep an order and trade items. Mouse, touch and keyboard (space to pick
 * up, arrows to move, space to drop, escape to cancel) all work, and a screen reader hears
 * each step.
 */
export function DragBoard({ lists, listNames, limits = {}, onChange, children }: DragBoardProps) {
  const { t } = useTranslation();
  const [active, setActive] = useState<BoardItem | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const announcements = useMemo(() => boardAnnouncements(t, listNames), [t, listNames]);

  const handleStart = (event: DragStartEvent) => setActive(dataOf(event.active)?.item ?? null);
  const handleEnd = (event: DragEndEvent) => {
    setActive(null);
    const change = boardChangeOf(event, lists, limits);
    if (change) onChange(change);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      onDragStart={handleStart}
      onDragEnd={handleEnd}
      onDragCancel={() => setActive(null)}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('manage.dnd.instructions') },
      }}
    >
      {children}
      <DragOverlay dropAnimation={null}>
        {active ? (
          <Paper className={classes.overlay} shadow="md" withBorder p="xs">
            <Group gap="xs" wrap="nowrap">
              <MdDragIndicator aria-hidden />
              <Text size="sm" fw={600}>
                {active.name}
              </Text>
            </Group>
          </Paper>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
