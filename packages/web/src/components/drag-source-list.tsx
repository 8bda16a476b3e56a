import { useRef, type ReactNode } from 'react';
import { MoreBelow } from './more-below';
import { useMoreBelow } from './use-more-below';
import { SortableContext, useSortable, type SortingStrategy } from '@dnd-kit/sortable';
import { Box, Group, Text } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';
import { SOURCE_LIST_ID, itemKey, type BoardData, type BoardItem } from './drag-board';
import { ItemHandle, ItemText } from './sortable-list';
import classes from './drag-board.module.css';

/** The available items never make room: dragging copies, nothing moves within the list. */
const keepInPlace: SortingStrategy = () => null;

export interface DragSourceListProps {
  /** The accessible name of the list, usually its column heading. */
  label: string;
  items: BoardItem[];
  emptyText: string;
  /** Buttons beside each item that add it without dragging (the keyboard-free-of-drag way). */
  renderActions?: (item: BoardItem) => ReactNode;
  disabled?: boolean;
}

/**
 * The list items are copied from on a DragBoard. Its items are sortable only so the
 * keyboard can pick them up and carry them to a neighbouring list.
 */
export function DragSourceList({
  label,
  items,
  emptyText,
  renderActions,
  disabled = false,
}: DragSourceListProps) {
  const zoneRef = useRef<HTMLDivElement>(null);
  const moreBelow = useMoreBelow(zoneRef, [items.length]);
  return (
    <Box className={classes.sourceZone} ref={zoneRef}>
      <SortableContext
        id={SOURCE_LIST_ID}
        items={items.map((item) => itemKey(SOURCE_LIST_ID, item.id))}
        strategy={keepInPlace}
      >
        <ul className={classes.list} aria-label={label}>
          {items.map((item) => (
            <SourceRow key={item.id} item={item} disabled={disabled}>
              {renderActions?.(item)}
            </SourceRow>
          ))}
        </ul>
      </SortableContext>
      {items.length === 0 && (
        <Text size="sm" c="dimmed" ta="center" py="md">
          {emptyText}
        </Text>
      )}
      <MoreBelow shown={moreBelow} />
    </Box>
  );
}

function SourceRow({
  item,
  disabled,
  children,
}: {
  item: BoardItem;
  disabled: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useSortable({
    id: itemKey(SOURCE_LIST_ID, item.id),
    data: { listId: SOURCE_LIST_ID, item } satisfies BoardData,
    disabled,
  });

  return (
    <li ref={setNodeRef} className={classes.row} data-copying={isDragging || undefined}>
      <ItemHandle
        ref={setActivatorNodeRef}
        label={t('manage.dnd.handle', { name: item.name })}
        disabled={disabled}
        {...attributes}
        {...listeners}
      />
      <ItemText item={item} />
      {children && (
        <Group gap={4} wrap="nowrap">
          {children}
        </Group>
      )}
    </li>
  );
}
