import { useMemo, useState } from 'react';
import { Container, Switch } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { canEditRules, canSeeConflictClasses } from '@club/shared/rules/permissions';
import type { RaceWithClasses } from '@club/shared/contract/rules';
import { CardGrid, CardGridSkeleton } from '../../components/card-grid';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { ScreenHeader } from '../../components/screen-header';
import { SearchField } from '../../components/search-field';
import { useSession } from '../../lib/session';
import { useClassOptions } from './api/get-class-options';
import { useRacesClasses } from './api/get-races-classes';
import { updateRace, useUpdateRaceDescription } from './api/update-race';
import {
  toggled,
  updateRaceClasses,
  useToggleRaceClass,
  type RaceClassToggle,
} from './api/update-race-classes';
import { useRulesWriteWithImpact } from '../../components/use-rules-write-with-impact';
import { RaceCard } from './components/race-card';
import { EditRaceModal } from './components/edit-race-modal';
import { filterRaces } from './race-search';

/** Conflict-flagged classes are hidden from all but rules editors (SPEC 2.7). */
function visibleToRole(races: RaceWithClasses[], seesConflict: boolean): RaceWithClasses[] {
  if (seesConflict) return races;
  return races.map((race) => ({
    ...race,
    allowed_classes: race.allowed_classes.filter((c) => c.conflict !== 1),
  }));
}

export function RacesClassesScreen() {
  const { t } = useTranslation();
  const role = useSession().user?.role;
  const canEdit = canEditRules(role);

  const racesQuery = useRacesClasses();
  const classOptions = useClassOptions({ enabled: canEdit });
  const updateDescription = useUpdateRaceDescription();
  const describe = useRulesWriteWithImpact(
    ({ id, description }: { id: number; description: string }) =>
      updateRace(id, { description }, true),
    (variables: { id: number; description: string }) => updateDescription.mutateAsync(variables),
  );
  const toggleClass = useToggleRaceClass();
  const toggle = useRulesWriteWithImpact(
    async (change: RaceClassToggle) => {
      const race = racesQuery.data?.find((r) => r.id === change.raceId);
      if (!race) return { impact: { characters: [] } };
      return updateRaceClasses(
        race.id,
        toggled(race, change).map((c) => c.id),
        true,
      );
    },
    (change: RaceClassToggle) => toggleClass.mutate(change),
  );

  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<RaceWithClasses | null>(null);
  const [openDescriptions, setOpenDescriptions] = useState<ReadonlySet<number>>(new Set());

  const races = useMemo(
    () => visibleToRole(racesQuery.data ?? [], canSeeConflictClasses(role)),
    [racesQuery.data, role],
  );
  const shown = useMemo(() => filterRaces(races, query), [races, query]);
  const allOpen = shown.length > 0 && shown.every((race) => openDescriptions.has(race.id));

  const setDescriptionOpen = (id: number, opened: boolean) =>
    setOpenDescriptions((current) => {
      const next = new Set(current);
      if (opened) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <Container size="xl" py="lg">
      {describe.dialog}
      {toggle.dialog}
      <ScreenHeader title={t('races.title')} intro={t('races.intro')}>
        <SearchField
          label={t('races.searchLabel')}
          placeholder={t('races.searchPlaceholder')}
          value={query}
          onChange={setQuery}
        />
        <Switch
          label={t('races.showAllDescriptions')}
          checked={allOpen}
          disabled={shown.length === 0}
          onChange={(event) =>
            setOpenDescriptions(
              event.currentTarget.checked ? new Set(shown.map((race) => race.id)) : new Set(),
            )
          }
        />
      </ScreenHeader>

      {racesQuery.isPending ? (
        <CardGridSkeleton />
      ) : racesQuery.isError ? (
        <LoadError message={t('races.loadFailed')} onRetry={() => void racesQuery.refetch()} />
      ) : races.length === 0 ? (
        <EmptyState message={t('races.none')} />
      ) : shown.length === 0 ? (
        <EmptyState message={t('common.noMatches', { query: query.trim() })} />
      ) : (
        <CardGrid>
          {shown.map((race) => (
            <RaceCard
              key={race.id}
              race={race}
              canEdit={canEdit}
              descriptionOpen={openDescriptions.has(race.id)}
              onDescriptionOpenChange={(opened) => setDescriptionOpen(race.id, opened)}
              classOptions={canEdit ? (classOptions.data ?? race.allowed_classes) : null}
              onSaveDescription={(description) => describe.run({ id: race.id, description })}
              onToggleClass={(classItem, allowed) =>
                void toggle.run({ raceId: race.id, classItem, allowed })
              }
              onEdit={() => setEditing(race)}
            />
          ))}
        </CardGrid>
      )}
      {canEdit && <EditRaceModal race={editing} onClose={() => setEditing(null)} />}
    </Container>
  );
}
