import { useMemo, useState } from 'react';
import { Button, Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { PickerColumn } from '../../components/entry-picker';
import { LoadError } from '../../components/load-error';
import { ScreenHeader } from '../../components/screen-header';
import { matchesSearch } from '../../components/search-field';
import { paths } from '../../config/paths';
import { useAbilityOptions } from './api/get-ability-options';
import { useProfessions } from './api/get-professions';
import { ProfessionAbilityBoard } from './components/profession-ability-board';

/** /manage-profession-abilities (SPEC 2.11): the six abilities of each profession, in order. */
export function ManageProfessionAbilitiesScreen() {
  const { t } = useTranslation();
  const professions = useProfessions();
  const abilities = useAbilityOptions();
  const [filter, setFilter] = useState('');
  // Coming from /professions/create, the new profession is picked.
  const location = useLocation();
  const arrivedWith = (location.state as { professionId?: unknown } | null)?.professionId;
  const [pickedId, setPickedId] = useState<number | null>(
    typeof arrivedWith === 'number' ? arrivedWith : null,
  );

  // The first profession is selected until another is picked (SPEC 2.11).
  const selected =
    professions.data?.find((entry) => entry.id === pickedId) ?? professions.data?.[0] ?? null;
  const entries = useMemo(
    () =>
      (professions.data ?? [])
        .filter((entry) => matchesSearch(filter, [entry.name]))
        .map((entry) => ({
          id: entry.id,
          name: entry.name,
          detail: t('manage.professionAbilities.professionDetail', {
            count: entry.abilities.length,
          }),
        })),
    [professions.data, filter, t],
  );

  const header = (
    <ScreenHeader
      title={t('manage.professionAbilities.title')}
      intro={t('manage.professionAbilities.intro')}
    />
  );

  if (professions.isPending || abilities.isPending) {
    return (
      <>
        {header}
        <Center py="xl">
          <Loader aria-label={t('manage.loading')} />
        </Center>
      </>
    );
  }
  if (professions.isError || abilities.isError) {
    return (
      <>
        {header}
        <LoadError
          message={t(
            professions.isError ? 'manage.professionAbilities.loadFailed' : 'abilities.loadFailed',
          )}
          onRetry={() => {
            void professions.refetch();
            void abilities.refetch();
          }}
        />
      </>
    );
  }
  if (!selected) {
    return (
      <>
        {header}
        <EmptyState message={t('manage.professionAbilities.noProfessions')}>
          <Button component={Link} to={paths.create.profession} variant="light">
            {t('manage.professionAbilities.createProfession')}
          </Button>
        </EmptyState>
      </>
    );
  }

  const professionColumn = (
    <PickerColumn
      label={t('manage.professionAbilities.professions')}
      hint={t('manage.professionAbilities.professionsHint')}
      filterLabel={t('manage.professionAbilities.filterProfessions')}
      filter={filter}
      onFilterChange={setFilter}
      entries={entries}
      selectedId={selected.id}
      onSelect={setPickedId}
      emptyText={t('manage.noMatch')}
    />
  );

  return (
    <>
      {header}
      <ProfessionAbilityBoard
        profession={selected}
        abilities={abilities.data}
        professionColumn={professionColumn}
      />
    </>
  );
}
