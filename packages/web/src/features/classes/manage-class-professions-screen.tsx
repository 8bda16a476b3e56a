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
import { useClasses } from './api/get-classes';
import { useProfessionOptions } from './api/get-profession-options';
import { ClassProfessionBoard } from './components/class-profession-board';

/** /manage-class-professions (SPEC 2.11): which professions each class has, and in what order. */
export function ManageClassProfessionsScreen() {
  const { t } = useTranslation();
  const classes = useClasses();
  const professions = useProfessionOptions();
  const [classFilter, setClassFilter] = useState('');
  // Coming from a newly created class, that class is picked.
  const location = useLocation();
  const arrivedWith = (location.state as { classId?: unknown } | null)?.classId;
  const [pickedId, setPickedId] = useState<number | null>(
    typeof arrivedWith === 'number' ? arrivedWith : null,
  );

  const selected =
    classes.data?.find((entry) => entry.id === pickedId) ?? classes.data?.[0] ?? null;
  const entries = useMemo(
    () =>
      (classes.data ?? [])
        .filter((entry) => matchesSearch(classFilter, [entry.name]))
        .map((entry) => ({
          id: entry.id,
          name: entry.name,
          detail: t('manage.classProfessions.classDetail', { count: entry.additional_professions }),
        })),
    [classes.data, classFilter, t],
  );

  const header = (
    <ScreenHeader
      title={t('manage.classProfessions.title')}
      intro={t('manage.classProfessions.intro')}
    />
  );

  if (classes.isPending || professions.isPending) {
    return (
      <>
        {header}
        <Center py="xl">
          <Loader aria-label={t('manage.loading')} />
        </Center>
      </>
    );
  }
  if (classes.isError || professions.isError) {
    return (
      <>
        {header}
        <LoadError
          message={t(
            classes.isError
              ? 'manage.classProfessions.loadClassesFailed'
              : 'manage.classProfessions.loadFailed',
          )}
          onRetry={() => {
            void classes.refetch();
            void professions.refetch();
          }}
        />
      </>
    );
  }
  if (!selected) {
    return (
      <>
        {header}
        <EmptyState message={t('manage.classProfessions.noClasses')}>
          <Button component={Link} to={paths.create.raceClass} variant="light">
            {t('manage.classProfessions.createClass')}
          </Button>
        </EmptyState>
      </>
    );
  }

  const classColumn = (
    <PickerColumn
      label={t('manage.classProfessions.classes')}
      hint={t('manage.classProfessions.classesHint')}
      filterLabel={t('manage.classProfessions.filterClasses')}
      filter={classFilter}
      onFilterChange={setClassFilter}
      entries={entries}
      selectedId={selected.id}
      onSelect={setPickedId}
      emptyText={t('manage.noMatch')}
    />
  );

  return (
    <>
      {header}
      <ClassProfessionBoard
        classItem={selected}
        professions={professions.data}
        classColumn={classColumn}
      />
    </>
  );
}
