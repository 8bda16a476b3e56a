import { useMemo, useState } from 'react';
import { ActionIcon, Menu, SimpleGrid, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from '../../../i18n/use-translation';
import { LuPlus } from 'react-icons/lu';
import { CHARACTER_LIMITS } from '@club/shared/constants';
import type {
  Class,
  ClassProfessionItem,
  ClassProfessionsResponse,
  Profession,
} from '@club/shared/contract/rules';
import { useErrorMessage } from '../../../api/use-error-message';
import { BoardColumn } from '../../../components/board-column';
import { AvailableColumn, BoardListBody, BoardRefusal } from '../../../components/board-screen';
import { DragBoard, type BoardChange, type BoardItem } from '../../../components/drag-board';
import { SaveStatus } from '../../../components/save-status';
import { SortableList } from '../../../components/sortable-list';
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
const LIMITS = { mandatory: CHARACTER_LIMITS.professionsPerCharacter };

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
  const errorMessage = useErrorMessage();
  // Kept with its class, so switching class clears it.
  const [refusedFor, setRefusedFor] = useState<number | null>(null);
  const refused = refusedFor === classItem.id;
  const setRefusal = (on: boolean) => setRefusedFor(on ? classItem.id : null);
  const current = useClassProfessions(classItem.id);
  const onError = (error: unknown) =>
    notifications.show({ color: 'red', message: errorMessage(error, 'manage.saveFailed') });
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
  const available = useMemo(() => {
    const taken = new Set([...lists.assigned, ...lists.mandatory].map((item) => item.id));
    return professions
      .filter((profession) => !taken.has(profession.id))
      .map((profession) => ({ id: profession.id, name: profession.name }));
  }, [professions, lists]);

  const listNames: Record<ListId, string> = {
    assigned: t('manage.classProfessions.assigned'),
    mandatory: t('manage.classProfessions.mandatory'),
  };
  const refuse = () => setRefusal(true);

  const addTo = (list: ListId, item: BoardItem, index = lists[list].length) => {
    if (list === 'mandatory' && lists.mandatory.length >= LIMITS.mandatory) return refuse();
    setRefusal(false);
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
    if (change.kind === 'refuse') return refuse();
    setRefusal(false);
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
    setRefusal(false);
    const next = { ...lists, [list]: lists[list].filter((entry) => entry.id !== item.id) };
    void removal.run({ classId: classItem.id, professionId: item.id, expected: toResponse(next) });
  };

  const targetColumn = (list: ListId) => (
    <BoardColumn
      key={list}
      title={listNames[list]}
      count={current.data ? lists[list].length : undefined}
      hint={t(`manage.classProfessions.${list}Hint`)}
    >
      <BoardListBody query={current} loadFailedText={t('manage.classProfessions.loadFailed')}>
        <SortableList
          listId={list}
          label={listNames[list]}
          items={lists[list]}
          limit={list === 'mandatory' ? LIMITS.mandatory : undefined}
          fullText={t('manage.classProfessions.mandatoryFull', { limit: LIMITS.mandatory })}
          emptyText={t('manage.dnd.dropHere')}
          onRemove={removeFrom(list)}
        />
      </BoardListBody>
    </BoardColumn>
  );

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
      {refused && (
        <BoardRefusal onClose={() => setRefusal(false)}>
          {t('manage.classProfessions.mandatoryFull', { limit: LIMITS.mandatory })}
        </BoardRefusal>
      )}
      <DragBoard lists={lists} listNames={listNames} limits={LIMITS} onChange={handleChange}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
          {classColumn}
          <AvailableColumn
            messages="manage.classProfessions"
            items={available}
            anyExist={professions.length > 0}
            disabled={!current.data}
            renderActions={(item) => (
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
            )}
            footnote={t('manage.dnd.keyboardHint')}
          />
          {LIST_IDS.map(targetColumn)}
        </SimpleGrid>
      </DragBoard>
    </Stack>
  );
}
