import { useMemo, useState } from 'react';
import { ActionIcon, Center, Group, Loader, SimpleGrid, Text } from '@mantine/core';
import { notifications } from 'mantine-toast-store';
import { useTranslation } from '../../i18n/use-translation';
import { LuPlus } from 'react-icons/lu';
import type { SpecialAbility } from '@club/shared/contract/rules';
import { useErrorMessage } from '../../api/use-error-message';
import { BoardColumn } from '../../components/board-column';
import { DragBoard, type BoardChange, type BoardItem } from '../../components/drag-board';
import { DragSourceList } from '../../components/drag-source-list';
import { EmptyState } from '../../components/empty-state';
import { PickerColumn } from '../../components/entry-picker';
import { LoadError } from '../../components/load-error';
import { SaveStatus } from '../../components/save-status';
import { ScreenHeader } from '../../components/screen-header';
import { SearchField, matchesSearch } from '../../components/search-field';
import { SortableList } from '../../components/sortable-list';
import { useAbilitiesWithSpecialAbilities } from './api/get-abilities';
import { useAbilitySpecialAbilities } from './api/get-ability-special-abilities';
import { useSpecialAbilities } from './api/get-special-abilities';
import {
  setAbilitySpecialAbilities,
  useSetAbilitySpecialAbilities,
  type LinkChange,
} from './api/set-ability-special-abilities';
import { useRulesWriteWithImpact } from '../../components/use-rules-write-with-impact';

const SELECTED = 'selected';

function boardItem(special: SpecialAbility): BoardItem {
  return { id: special.id, name: special.name, detail: special.type };
}

/**
 * /manage-special-abilities (SPEC 2.11): which special abilities an ability offers. Every
 * drop, reorder and removal saves the whole list at once.
 */
export function ManageSpecialAbilitiesScreen() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const abilities = useAbilitiesWithSpecialAbilities();
  const catalogue = useSpecialAbilities();
  const [abilityFilter, setAbilityFilter] = useState('');
  const [specialFilter, setSpecialFilter] = useState('');
  const [pickedId, setPickedId] = useState<number | null>(null);
  const selectedAbilityId = pickedId ?? abilities.data?.[0]?.id ?? null;
  const selectedAbility = abilities.data?.find((ability) => ability.id === selectedAbilityId);
  const linked = useAbilitySpecialAbilities(selectedAbilityId);
  const save = useSetAbilitySpecialAbilities({
    onError: (error) =>
      notifications.show({ color: 'red', message: errorMessage(error, 'manage.saveFailed') }),
  });
  const links = useRulesWriteWithImpact(
    ({ abilityId, specialAbilities }: LinkChange) =>
      setAbilitySpecialAbilities(
        abilityId,
        specialAbilities.map((special) => special.id),
        true,
      ),
    (change: LinkChange) => save.mutate(change),
  );

  const linkedItems = useMemo(() => (linked.data?.abilities ?? []).map(boardItem), [linked.data]);
  const available = useMemo(() => {
    const taken = new Set(linkedItems.map((item) => item.id));
    return (catalogue.data ?? [])
      .filter((special) => !taken.has(special.id))
      .filter((special) => matchesSearch(specialFilter, [special.name, special.type]))
      .map(boardItem);
  }, [catalogue.data, linkedItems, specialFilter]);
  const pickerEntries = useMemo(
    () =>
      (abilities.data ?? [])
        .filter((ability) => matchesSearch(abilityFilter, [ability.name]))
        .map((ability) => ({ id: ability.id, name: ability.name })),
    [abilities.data, abilityFilter],
  );

  const saveList = (items: BoardItem[]) => {
    if (selectedAbilityId === null) return;
    const byId = new Map((catalogue.data ?? []).map((special) => [special.id, special]));
    const specialAbilities = items.flatMap((item) => byId.get(item.id) ?? []);
    void links.run({ abilityId: selectedAbilityId, specialAbilities });
  };

  const handleChange = (change: BoardChange) => {
    if (change.kind === 'add') {
      saveList([
        ...linkedItems.slice(0, change.index),
        change.item,
        ...linkedItems.slice(change.index),
      ]);
    } else if (change.kind === 'reorder') {
      saveList(change.items);
    }
  };
  const add = (item: BoardItem) => saveList([...linkedItems, item]);
  const remove = (item: BoardItem) => saveList(linkedItems.filter((entry) => entry.id !== item.id));

  const header = (
    <ScreenHeader
      title={t('specialAbilities.manage.title')}
      intro={t('specialAbilities.manage.intro')}
    />
  );

  if (abilities.isPending || catalogue.isPending) {
    return (
      <>
        {header}
        <Center py="xl">
          <Loader aria-label={t('manage.loading')} />
        </Center>
      </>
    );
  }
  if (abilities.isError || catalogue.isError) {
    return (
      <>
        {header}
        <LoadError
          message={t(abilities.isError ? 'abilities.loadFailed' : 'specialAbilities.loadFailed')}
          onRetry={() => {
            void abilities.refetch();
            void catalogue.refetch();
          }}
        />
      </>
    );
  }
  if (abilities.data.length === 0) {
    return (
      <>
        {header}
        <EmptyState message={t('specialAbilities.manage.noAbilities')} />
      </>
    );
  }

  const selectedTitle = t('specialAbilities.manage.selected');
  return (
    <>
      {header}
      {links.dialog}
      <DragBoard
        lists={{ [SELECTED]: linkedItems }}
        listNames={{ [SELECTED]: selectedTitle }}
        onChange={handleChange}
      >
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          <PickerColumn
            label={t('specialAbilities.manage.abilities')}
            hint={t('specialAbilities.manage.abilitiesHint')}
            filterLabel={t('specialAbilities.manage.filterAbilities')}
            filter={abilityFilter}
            onFilterChange={setAbilityFilter}
            entries={pickerEntries}
            selectedId={selectedAbilityId}
            onSelect={(id) => {
              setPickedId(id);
              save.reset();
            }}
            emptyText={t('manage.noMatch')}
          />
          <BoardColumn
            title={t('specialAbilities.manage.available')}
            hint={t('specialAbilities.manage.availableHint')}
          >
            <SearchField
              label={t('specialAbilities.manage.filterSpecial')}
              value={specialFilter}
              onChange={setSpecialFilter}
            />
            <DragSourceList
              label={t('specialAbilities.manage.available')}
              items={available}
              emptyText={
                catalogue.data.length === 0
                  ? t('specialAbilities.manage.noSpecialAbilities')
                  : t('manage.noneAvailable')
              }
              disabled={linked.isPending}
              renderActions={(item) => (
                <ActionIcon
                  variant="light"
                  aria-label={t('manage.dnd.add', { name: item.name, list: selectedTitle })}
                  onClick={() => add(item)}
                  disabled={linked.isPending}
                >
                  <LuPlus aria-hidden />
                </ActionIcon>
              )}
            />
          </BoardColumn>
          <BoardColumn
            title={selectedTitle}
            count={linked.data ? linkedItems.length : undefined}
            hint={
              selectedAbility
                ? t('specialAbilities.manage.selectedHint', { name: selectedAbility.name })
                : undefined
            }
          >
            <Group justify="space-between">
              <SaveStatus saving={save.isPending} saved={save.isSuccess} />
            </Group>
            {linked.isPending ? (
              <Center py="md">
                <Loader size="sm" aria-label={t('manage.loading')} />
              </Center>
            ) : linked.isError ? (
              <LoadError
                message={t('specialAbilities.loadFailed')}
                onRetry={() => void linked.refetch()}
              />
            ) : (
              <SortableList
                listId={SELECTED}
                label={selectedTitle}
                items={linkedItems}
                emptyText={t('specialAbilities.manage.selectedEmpty')}
                onRemove={remove}
              />
            )}
            <Text size="xs" c="dimmed">
              {t('manage.dnd.keyboardHint')}
            </Text>
          </BoardColumn>
        </SimpleGrid>
      </DragBoard>
    </>
  );
}
