import { useDndContext, useDroppable } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Badge, Box, Text } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';
import { MdClose, MdDragIndicator } from 'react-icons/md';
import { itemKey, listKey, type BoardData, type BoardItem } from './drag-board';
import classes from './drag-board.module.css';

export interface SortableListProps {
  listId: string;
  /** The accessible name of the list, usually its column heading. */
  label: string;
  items: BoardItem[];
  /** Show each item's place (1, 2, …) and, with a limit, the free places after them. */
  numbered?: boolean;
  /** The list takes no more than this many items (drops beyond are refused by the board). */
  limit?: number;
  emptyText: string;
  /** Shown while something that would not fit is dragged over a full list. */
  fullText?: string;
  onRemove?: (item: BoardItem) => void;
  /** Disables dragging and removing, e.g. while a save is under way. */
  disabled?: boolean;
}

/**
 * A list on a DragBoard that keeps an order: its items are dragged by their handle (or
 * picked up with space and moved with the arrow keys), dropped items from other lists
 * land here, and each item has a remove button.
 */
export function SortableList({
  listId,
  label,
  items,
  numbered = false,
  limit,
  emptyText,
  fullText,
  onRemove,
  disabled = false,
}: SortableListProps) {
  const { setNodeRef } = useDroppable({
    id: listKey(listId),
    data: { listId } satisfies BoardData,
  });
  const { active, over } = useDndContext();
  const activeData = active?.data.current as BoardData | undefined;
  const overData = over?.data.current as BoardData | undefined;
  const isTarget = Boolean(active) && overData?.listId === listId;
  const isForeign = Boolean(activeData) && activeData?.listId !== listId;
  const full = limit !== undefined && items.length >= limit;
  const refusing = isTarget && isForeign && full;
  const freePlaces = numbered && limit !== undefined ? Math.max(0, limit - items.length) : 0;

  return (
    <Box
      ref={setNodeRef}
      className={classes.dropZone}
      data-over={(isTarget && !refusing) || undefined}
      data-refusing={refusing || undefined}
    >
      <SortableContext
        id={listId}
        items={items.map((item) => itemKey(listId, item.id))}
        strategy={verticalListSortingStrategy}
      >
        <ol className={classes.list} aria-label={label}>
          {items.map((item, index) => (
            <SortableRow
              key={item.id}
              listId={listId}
              item={item}
              place={numbered ? index + 1 : undefined}
              onRemove={onRemove}
              disabled={disabled}
            />
          ))}
        </ol>
      </SortableContext>
      {items.length === 0 && freePlaces === 0 && (
        <Text size="sm" c="dimmed" ta="center" py="md">
          {emptyText}
        </Text>
      )}
      {freePlaces > 0 && (
        <ol className={classes.list} start={items.length + 1} aria-hidden>
          {Array.from({ length: freePlaces }, (_, offset) => (
            <li key={offset} className={classes.freePlace}>
              <Badge variant="outline" color="gray" circle>
                {items.length + offset + 1}
              </Badge>
              {offset === 0 && (
                <Text size="sm" c="dimmed">
                  {emptyText}
                </Text>
              )}
            </li>
          ))}
        </ol>
      )}
      {refusing && fullText && (
        <Text size="sm" fw={600} c="red.9" ta="center" py={4}>
          {fullText}
        </Text>
      )}
    </Box>
  );
}

interface SortableRowProps {
  listId: string;
  item: BoardItem;
  place?: number;
  onRemove?: (item: BoardItem) => void;
  disabled: boolean;
}

function SortableRow({ listId, item, place, onRemove, disabled }: SortableRowProps) {
  const { t } = useTranslation();
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({
    id: itemKey(listId, item.id),
    data: { listId, item } satisfies BoardData,
    disabled,
  });

  return (
    <li
      ref={setNodeRef}
      className={classes.row}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <ItemHandle
        ref={setActivatorNodeRef}
        label={t('manage.dnd.handle', { name: item.name })}
        disabled={disabled}
        {...attributes}
        {...listeners}
      />
      {place !== undefined && (
        <Badge variant="filled" circle aria-hidden>
          {place}
        </Badge>
      )}
      <ItemText item={item} place={place} />
      {onRemove && (
        <ActionIcon
          variant="subtle"
          color="red"
          c="red.9"
          aria-label={t('manage.dnd.remove', { name: item.name })}
          onClick={() => onRemove(item)}
          disabled={disabled}
        >
          <MdClose aria-hidden />
        </ActionIcon>
      )}
    </li>
  );
}

/** The item's name and detail; the place is read out because the badge is hidden. */
export function ItemText({ item, place }: { item: BoardItem; place?: number }) {
  return (
    <Box className={classes.itemText}>
      <Text size="sm" fw={600} className={classes.itemName}>
        {place !== undefined && <span className={classes.visuallyHidden}>{place}. </span>}
        {item.name}
      </Text>
      {item.detail && (
        <Text size="xs" c="dimmed">
          {item.detail}
        </Text>
      )}
    </Box>
  );
}

interface ItemHandleProps extends Record<string, unknown> {
  label: string;
  disabled?: boolean;
  ref: (element: HTMLElement | null) => void;
}

/** The grip an item is dragged by; a real button, so it takes focus and keys. */
export function ItemHandle({ label, disabled, ref, ...dndProps }: ItemHandleProps) {
  return (
    <ActionIcon
      ref={ref}
      variant="subtle"
      color="gray.8"
      className={classes.handle}
      aria-label={label}
      disabled={disabled}
      {...dndProps}
    >
      <MdDragIndicator aria-hidden />
    </ActionIcon>
  );
}
