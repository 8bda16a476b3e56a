import { useMemo, useState, type ReactNode } from 'react';
import { ActionIcon, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from '../../../i18n/use-translation';
import { LuPlus } from 'react-icons/lu';
import { PROFESSION_LIMITS, abilityTypeKey } from '@club/shared/constants';
import type { Ability, Profession } from '@club/shared/contract/rules';
import { useErrorMessage } from '../../../api/use-error-message';
import { BoardColumn } from '../../../components/board-column';
import { AvailableColumn, BoardListBody, BoardRefusal } from '../../../components/board-screen';
import { DragBoard, type BoardChange, type BoardItem } from '../../../components/drag-board';
import { SaveStatus } from '../../../components/save-status';
import { SortableList } from '../../../components/sortable-list';
import { useProfessionAbilities } from '../api/get-profession-abilities';
import {
  setProfessionAbilities,
  useSetProfessionAbilities,
  type ProfessionAbilitiesChange,
} from '../api/set-profession-abilities';
import { useRulesWriteWithImpact } from '../../../components/use-rules-write-with-impact';

const SELECTED = 'selected';
const LIMIT = PROFESSION_LIMITS.abilitiesPerProfession;

export interface ProfessionAbilityBoardProps {
  profession: Profession;
  abilities: Ability[];
  /** The professions column, laid out as the board's first column. */
  professionColumn: ReactNode;
}

/**
 * The abilities of one profession (SPEC 2.11): available abilities are copied into an
 * ordered list of at most 6, whose places are the levels (order_learned) 1–6. Every
 * change saves the whole list at once.
 */
export function ProfessionAbilityBoard({
  profession,
  abilities,
  professionColumn,
}: ProfessionAbilityBoardProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  // Kept with its profession, so picking another profession clears it.
  const [refusedFor, setRefusedFor] = useState<number | null>(null);
  const current = useProfessionAbilities(profession.id);
  const save = useSetProfessionAbilities({
    onError: (error) =>
      notifications.show({ color: 'red', message: errorMessage(error, 'manage.saveFailed') }),
  });

  const describe = (ability: Ability) => {
    const key = abilityTypeKey(ability.type);
    const type = key ? t(`abilities.types.${key}`) : ability.type;
    return [type, t('abilities.xp', { count: ability.xpcost })].filter(Boolean).join(' · ');
  };
  const toItem = (ability: Ability): BoardItem => ({
    id: ability.id,
    name: ability.name,
    detail: describe(ability),
  });

  const selected = (current.data ?? []).map(toItem);
  const takenIds = new Set(selected.map((item) => item.id));
  const available = abilities.filter((ability) => !takenIds.has(ability.id)).map(toItem);
  const byId = useMemo(
    () => new Map(abilities.map((ability) => [ability.id, ability])),
    [abilities],
  );

  const guard = useRulesWriteWithImpact(
    ({ professionId, abilities: list }: ProfessionAbilitiesChange) =>
      setProfessionAbilities(
        professionId,
        list.map((ability) => ability.id),
        true,
      ),
    (change: ProfessionAbilitiesChange) => save.mutate(change),
  );
  const refused = refusedFor === profession.id;
  const saveList = (items: BoardItem[]) => {
    setRefusedFor(null);
    void guard.run({
      professionId: profession.id,
      abilities: items.flatMap((item) => byId.get(item.id) ?? []),
    });
  };
  const add = (item: BoardItem, index = selected.length) => {
    if (selected.length >= LIMIT) {
      setRefusedFor(profession.id);
      return;
    }
    saveList([...selected.slice(0, index), item, ...selected.slice(index)]);
  };
  const handleChange = (change: BoardChange) => {
    if (change.kind === 'refuse') setRefusedFor(profession.id);
    else if (change.kind === 'add') add(change.item, change.index);
    else if (change.kind === 'reorder') saveList(change.items);
  };

  const selectedTitle = t('manage.professionAbilities.selected');
  return (
    <>
      {guard.dialog}
      <DragBoard
        lists={{ [SELECTED]: selected }}
        listNames={{ [SELECTED]: selectedTitle }}
        limits={{ [SELECTED]: LIMIT }}
        onChange={handleChange}
      >
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {professionColumn}
          <AvailableColumn
            messages="manage.professionAbilities"
            items={available}
            anyExist={abilities.length > 0}
            disabled={!current.data}
            renderActions={(item) => (
              <ActionIcon
                variant="light"
                aria-label={t('manage.dnd.add', { name: item.name, list: selectedTitle })}
                onClick={() => add(item)}
                disabled={!current.data}
              >
                <LuPlus aria-hidden />
              </ActionIcon>
            )}
          />
          <BoardColumn
            title={selectedTitle}
            count={current.data ? `${selected.length} / ${LIMIT}` : undefined}
            hint={t('manage.professionAbilities.selectedHint', {
              name: profession.name,
              limit: LIMIT,
            })}
          >
            <SaveStatus saving={save.isPending} saved={save.isSuccess} />
            {refused && (
              <BoardRefusal onClose={() => setRefusedFor(null)}>
                {t('manage.professionAbilities.full', { limit: LIMIT })}
              </BoardRefusal>
            )}
            <BoardListBody query={current} loadFailedText={t('abilities.loadFailed')}>
              <SortableList
                listId={SELECTED}
                label={selectedTitle}
                items={selected}
                numbered
                limit={LIMIT}
                emptyText={t('manage.dnd.dropHere')}
                fullText={t('manage.professionAbilities.full', { limit: LIMIT })}
                onRemove={(item) => saveList(selected.filter((entry) => entry.id !== item.id))}
              />
            </BoardListBody>
            <Stack gap={2}>
              <Text size="xs" c="dimmed">
                {t('manage.professionAbilities.orderHint')}
              </Text>
              <Text size="xs" c="dimmed">
                {t('manage.dnd.keyboardHint')}
              </Text>
            </Stack>
          </BoardColumn>
        </SimpleGrid>
      </DragBoard>
    </>
  );
}
