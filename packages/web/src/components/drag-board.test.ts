import { describe, expect, it } from 'vitest';
import type { DragEndEvent } from '@dnd-kit/core';
import {
  SOURCE_LIST_ID,
  boardAnnouncements,
  boardChangeOf,
  type BoardData,
  type BoardItem,
} from './drag-board';

const item = (id: number): BoardItem => ({ id, name: `Item ${id}` });
const rect = (top: number) => ({
  top,
  left: 0,
  width: 200,
  height: 40,
  bottom: top + 40,
  right: 200,
});

/** A finished drag from one list onto an item of another (or onto a list when `onItem` is left out). */
function dragEnd(
  from: BoardData,
  to: BoardData,
  draggedTop: number | null = null,
  overTop = 100,
): DragEndEvent {
  return {
    active: {
      id: `${from.listId}:${from.item?.id}`,
      data: { current: from },
      rect: {
        current: { initial: null, translated: draggedTop === null ? null : rect(draggedTop) },
      },
    },
    over: { id: 'over', rect: rect(overTop), data: { current: to }, disabled: false },
    collisions: null,
    delta: { x: 0, y: 0 },
    activatorEvent: new Event('pointerdown'),
  } as unknown as DragEndEvent;
}

describe('boardChangeOf', () => {
  const full = [1, 2, 3, 4, 5, 6].map(item);

  it('refuses a seventh item dropped on a list limited to six', () => {
    const change = boardChangeOf(
      dragEnd({ listId: SOURCE_LIST_ID, item: item(7) }, { listId: 'selected' }),
      { selected: full },
      { selected: 6 },
    );
    expect(change).toEqual({ kind: 'refuse', to: 'selected', item: item(7) });
  });

  it('adds an item while the list has room, at the place it was dropped', () => {
    const change = boardChangeOf(
      dragEnd({ listId: SOURCE_LIST_ID, item: item(9) }, { listId: 'selected', item: item(2) }, 60),
      { selected: [item(1), item(2), item(3)] },
      { selected: 6 },
    );
    expect(change).toEqual({ kind: 'add', to: 'selected', item: item(9), index: 1 });
  });

  it('puts a dropped item after the one under it when it lands below that one’s middle', () => {
    const change = boardChangeOf(
      dragEnd(
        { listId: SOURCE_LIST_ID, item: item(9) },
        { listId: 'selected', item: item(2) },
        130,
      ),
      { selected: [item(1), item(2), item(3)] },
      {},
    );
    expect(change).toEqual({ kind: 'add', to: 'selected', item: item(9), index: 2 });
  });

  it('reorders within a list', () => {
    const change = boardChangeOf(
      dragEnd({ listId: 'selected', item: item(1) }, { listId: 'selected', item: item(3) }),
      { selected: [item(1), item(2), item(3)] },
      {},
    );
    expect(change).toEqual({
      kind: 'reorder',
      list: 'selected',
      items: [item(2), item(3), item(1)],
    });
  });

  it('moves an item between lists and reports both lists', () => {
    const change = boardChangeOf(
      dragEnd({ listId: 'assigned', item: item(2) }, { listId: 'mandatory' }),
      { assigned: [item(1), item(2)], mandatory: [item(5)] },
      { mandatory: 6 },
    );
    expect(change).toEqual({
      kind: 'move',
      from: 'assigned',
      to: 'mandatory',
      item: item(2),
      lists: { assigned: [item(1)], mandatory: [item(5), item(2)] },
    });
  });

  it('ignores drops back on the source list and items the list already has', () => {
    expect(
      boardChangeOf(
        dragEnd({ listId: 'selected', item: item(1) }, { listId: SOURCE_LIST_ID }),
        { selected: [item(1)] },
        {},
      ),
    ).toBeNull();
    expect(
      boardChangeOf(
        dragEnd({ listId: SOURCE_LIST_ID, item: item(1) }, { listId: 'selected' }),
        { selected: [item(1)] },
        {},
      ),
    ).toBeNull();
  });
});

describe('boardAnnouncements', () => {
  const t = (key: string, values: Record<string, string> = {}) =>
    `${key}(${Object.entries(values)
      .map(([k, v]) => `${k}=${v}`)
      .join(',')})`;
  const announcements = boardAnnouncements(t, { chosen: 'Chosen' });
  const entry = (data: BoardData) =>
    ({ id: 'x', data: { current: data }, rect: rect(0), disabled: false }) as never;
  const active = entry({ listId: SOURCE_LIST_ID, item: item(1) });

  it('names the list an item is over, and says so when it is back over its own list', () => {
    expect(announcements.onDragOver({ active, over: entry({ listId: 'chosen' }) } as never)).toBe(
      'manage.dnd.over(name=Item 1,list=Chosen)',
    );
    expect(
      announcements.onDragOver({ active, over: entry({ listId: SOURCE_LIST_ID }) } as never),
    ).toBe('manage.dnd.overSource(name=Item 1)');
    expect(announcements.onDragOver({ active, over: null } as never)).toBe(
      'manage.dnd.outside(name=Item 1)',
    );
  });

  it('calls a drop back on the source list a cancelled move', () => {
    expect(
      announcements.onDragEnd({ active, over: entry({ listId: SOURCE_LIST_ID }) } as never),
    ).toBe('manage.dnd.cancelled(name=Item 1)');
    expect(announcements.onDragEnd({ active, over: entry({ listId: 'chosen' }) } as never)).toBe(
      'manage.dnd.dropped(name=Item 1,list=Chosen)',
    );
  });
});
