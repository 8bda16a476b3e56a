import { useMemo } from 'react';
import { ActionIcon, Menu, Stack } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { LuPlus } from 'react-icons/lu';
import { CHARACTER_LIMITS } from '@club/shared/constants';
import type {
  Class,
  ClassProfessionItem,
  ClassProfessionsResponse,
  Profession,
} from '@club/shared/contract/rules';
import { BoardRefusal } from '../../../components/board-screen';
import type { BoardChange, BoardItem } from '../../../components/drag-board';
import {
  ManagerBoard,
  notTaken,
  useBoardRefusal,
  useSaveFailedNotice,
} from '../../../components/manager-board';
import { SaveStatus } from '../../../components/save-status';
import { useAddClassProfession } from '../api/add-class-profession';
import { useClassProfessions } from '../api/get-class-professions';
import {
  removeClassProfession,
  useRemoveClassProfession,
  type ClassProfessionRemoval,
} from '../api/remove-class-profession';
import { useRulesWriteWithImpact } from '../../../components/use-rules-write-with-impact';
import { useReorderClassProfessions } from '../api/reorder-class-professions';
import { ClassProfessionSummary } from './class-profession-summary';

type ListId = 'assigned' | 'mandatory';
const LIST_IDS: ListId[] = ['assigned', 'mandatory'];
const MANDATORY_LIMIT = CHARACTER_LIMITS.professionsPerCharacter;

function toItems(list: ClassProfessionItem[]): BoardItem[] {
  return list.map(({ id, name }) => ({ id, name }));
}

function toResponse(lists: Record<ListId, BoardItem[]>): ClassProfessionsResponse {
  const withOrder = (items: BoardItem[]) =>
    items.map(({ id, name }, index) => ({ id, name, sort_order: index + 1 }));
  return { assigned: withOrder(lists.assigned), mandatory: withOrder(lists.mandatory) };
}

export interface ClassProfessionBoardProps {
  classItem: Class;
  professions: Profession[];
  /** The classes column, laid out as the board's first column. */
  classColumn: React.ReactNode;
}

/**
 * The three profession columns of /manage-class-professions for one class: available
 * professions (copied by dragging), its optional ("assigned") and its mandatory ones.
 * Every drop, move, reorder and removal is saved at once.
 */
export function ClassProfessionBoard({
  classItem,
  professions,
  classColumn,
}: ClassProfessionBoardProps) {
  const { t } = useTranslation();
  const { refused, setRefused } = useBoardRefusal(classItem.id);
  const current = useClassProfessions(classItem.id);
  const onError = useSaveFailedNotice();
  const add = useAddClassProfession({ onError });
  const reorder = useReorderClassProfessions({ onError });
  const remove = useRemoveClassProfession({ onError });
  const removal = useRulesWriteWithImpact(
    ({ classId, professionId }: ClassProfessionRemoval) =>
      removeClassProfession(classId, professionId, true),
    (variables: ClassProfessionRemoval) => remove.mutate(variables),
  );
  const saving = add.isPending || reorder.isPending || remove.isPending;
  const saved = !saving && (add.isSuccess || reorder.isSuccess || remove.isSuccess);

  const lists = useMemo<Record<ListId, BoardItem[]>>(
    () => ({
      assigned: toItems(current.data?.assigned ?? []),
      mandatory: toItems(current.data?.mandatory ?? []),
    }),
    [current.data],
  );
  const available = useMemo(
    () => notTaken(professions, Object.values(lists), ({ id, name }) => ({ id, name })),
    [professions, lists],
  );

  const listNames: Record<ListId, string> = {
    assigned: t('manage.classProfessions.assigned'),
    mandatory: t('manage.classProfessions.mandatory'),
  };
  const fullText = t('manage.classProfessions.mandatoryFull', { limit: MANDATORY_LIMIT });

  const addTo = (list: ListId, item: BoardItem, index = lists[list].length) => {
    if (list === 'mandatory' && lists.mandatory.length >= MANDATORY_LIMIT) return setRefused(true);
    setRefused(false);
    const next = {
      ...lists,
      [list]: [...lists[list].slice(0, index), item, ...lists[list].slice(index)],
    };
    add.mutate({
      classId: classItem.id,
      professionId: item.id,
      mandatory: list === 'mandatory',
      expected: toResponse(next),
    });
  };

  const handleChange = (change: BoardChange) => {
    if (change.kind === 'refuse') return setRefused(true);
    setRefused(false);
    if (change.kind === 'add') return addTo(change.to as ListId, change.item, change.index);
    const next =
      change.kind === 'reorder'
        ? { ...lists, [change.list]: change.items }
        : { ...lists, ...change.lists };
    reorder.mutate({
      classId: classItem.id,
      expected: toResponse(next as Record<ListId, BoardItem[]>),
    });
  };

  const removeFrom = (list: ListId) => (item: BoardItem) => {
    setRefused(false);
    const next = { ...lists, [list]: lists[list].filter((entry) => entry.id !== item.id) };
    void removal.run({ classId: classItem.id, professionId: item.id, expected: toResponse(next) });
  };

  return (
    <Stack gap="md">
      {removal.dialog}
      {current.data && (
        <ClassProfessionSummary
          classItem={classItem}
          mandatoryCount={lists.mandatory.length}
          optionalCount={lists.assigned.length}
          status={<SaveStatus saving={saving} saved={saved} />}
        />
      )}
      {refused && <BoardRefusal onClose={() => setRefused(false)}>{fullText}</BoardRefusal>}
      <ManagerBoard
        pickerColumn={classColumn}
        current={current}
        loadFailedText={t('manage.classProfessions.loadFailed')}
        onChange={handleChange}
        available={{
          messages: 'manage.classProfessions',
          items: available,
          anyExist: professions.length > 0,
          footnote: t('manage.dnd.keyboardHint'),
          renderActions: (item) => (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon
                  variant="light"
                  aria-label={t('manage.classProfessions.addNamed', { name: item.name })}
                  disabled={!current.data}
                >
                  <LuPlus aria-hidden />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                {LIST_IDS.map((list) => (
                  <Menu.Item key={list} onClick={() => addTo(list, item)}>
                    {t('manage.dnd.addTo', { list: listNames[list] })}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          ),
        }}
        lists={LIST_IDS.map((list) => ({
          id: list,
          title: listNames[list],
          items: lists[list],
          count: lists[list].length,
          hint: t(`manage.classProfessions.${list}Hint`),
          limit: list === 'mandatory' ? MANDATORY_LIMIT : undefined,
          fullText,
          emptyText: t('manage.dnd.dropHere'),
          onRemove: removeFrom(list),
        }))}
      />
    </Stack>
  );
}
