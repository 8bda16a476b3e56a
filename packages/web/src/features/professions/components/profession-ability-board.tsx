import { useMemo, type ReactNode } from 'react';
import { ActionIcon, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { LuPlus } from 'react-icons/lu';
import { PROFESSION_LIMITS, abilityTypeKey } from '@club/shared/constants';
import type { Ability, Profession } from '@club/shared/contract/rules';
import { BoardRefusal } from '../../../components/board-screen';
import type { BoardChange, BoardItem } from '../../../components/drag-board';
import {
  ManagerBoard,
  notTaken,
  useBoardRefusal,
  useSaveFailedNotice,
} from '../../../components/manager-board';
import { SaveStatus } from '../../../components/save-status';
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
  const { refused, setRefused } = useBoardRefusal(profession.id);
  const current = useProfessionAbilities(profession.id);
  const onError = useSaveFailedNotice();
  const save = useSetProfessionAbilities({ onError });

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
  const available = notTaken(abilities, [selected], toItem);
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
  const saveList = (items: BoardItem[]) => {
    setRefused(false);
    void guard.run({
      professionId: profession.id,
      abilities: items.flatMap((item) => byId.get(item.id) ?? []),
    });
  };
  const add = (item: BoardItem, index = selected.length) => {
    if (selected.length >= LIMIT) return setRefused(true);
    saveList([...selected.slice(0, index), item, ...selected.slice(index)]);
  };
  const handleChange = (change: BoardChange) => {
    if (change.kind === 'refuse') setRefused(true);
    else if (change.kind === 'add') add(change.item, change.index);
    else if (change.kind === 'reorder') saveList(change.items);
  };

  const selectedTitle = t('manage.professionAbilities.selected');
  const fullText = t('manage.professionAbilities.full', { limit: LIMIT });
  return (
    <>
      {guard.dialog}
      <ManagerBoard
        pickerColumn={professionColumn}
        current={current}
        loadFailedText={t('abilities.loadFailed')}
        onChange={handleChange}
        available={{
          messages: 'manage.professionAbilities',
          items: available,
          anyExist: abilities.length > 0,
          renderActions: (item) => (
            <ActionIcon
              variant="light"
              aria-label={t('manage.dnd.add', { name: item.name, list: selectedTitle })}
              onClick={() => add(item)}
              disabled={!current.data}
            >
              <LuPlus aria-hidden />
            </ActionIcon>
          ),
        }}
        lists={[
          {
            id: SELECTED,
            title: selectedTitle,
            items: selected,
            count: `${selected.length} / ${LIMIT}`,
            hint: t('manage.professionAbilities.selectedHint', {
              name: profession.name,
              limit: LIMIT,
            }),
            limit: LIMIT,
            fullText,
            numbered: true,
            emptyText: t('manage.dnd.dropHere'),
            onRemove: (item) => saveList(selected.filter((entry) => entry.id !== item.id)),
            above: (
              <>
                <SaveStatus saving={save.isPending} saved={save.isSuccess} />
                {refused && (
                  <BoardRefusal onClose={() => setRefused(false)}>{fullText}</BoardRefusal>
                )}
              </>
            ),
            below: (
              <Stack gap={2}>
                <Text size="xs" c="dimmed">
                  {t('manage.professionAbilities.orderHint')}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('manage.dnd.keyboardHint')}
                </Text>
              </Stack>
            ),
          },
        ]}
      />
    </>
  );
}
