import { useMemo, useState } from 'react';
import { Container } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { canEditRules } from '@club/shared/rules/permissions';
import { CardGrid, CardGridSkeleton } from '../../components/card-grid';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { ScreenHeader } from '../../components/screen-header';
import { SearchField } from '../../components/search-field';
import { useSession } from '../../lib/session';
import { useProfessions } from './api/get-professions';
import { updateProfession, useUpdateProfessionDescription } from './api/update-profession';
import { useRulesWriteWithImpact } from '../../components/use-rules-write-with-impact';
import { ProfessionCard } from './components/profession-card';
import { EditProfessionModal } from './components/edit-profession-modal';
import type { Profession } from '@club/shared/contract/rules';
import { filterProfessions } from './profession-search';

export function ProfessionsScreen() {
  const { t, i18n } = useTranslation();
  const canEdit = canEditRules(useSession().user?.role);
  const professionsQuery = useProfessions();
  const updateDescription = useUpdateProfessionDescription();
  const describe = useRulesWriteWithImpact(
    ({ id, description }: { id: number; description: string }) =>
      updateProfession(id, { description }, true),
    (variables: { id: number; description: string }) => updateDescription.mutateAsync(variables),
  );
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<Profession | null>(null);

  const professions = professionsQuery.data;
  const shown = useMemo(
    () => filterProfessions(professions ?? [], query, i18n.language),
    [professions, query, i18n.language],
  );

  return (
    <Container size="xl" py="lg">
      {describe.dialog}
      <ScreenHeader title={t('professions.title')} intro={t('professions.intro')}>
        <SearchField
          label={t('professions.searchLabel')}
          placeholder={t('professions.searchPlaceholder')}
          value={query}
          onChange={setQuery}
        />
      </ScreenHeader>

      {professionsQuery.isPending ? (
        <CardGridSkeleton />
      ) : professionsQuery.isError ? (
        <LoadError
          message={t('professions.loadFailed')}
          onRetry={() => void professionsQuery.refetch()}
        />
      ) : professions?.length === 0 ? (
        <EmptyState message={t('professions.none')} />
      ) : shown.length === 0 ? (
        <EmptyState message={t('common.noMatches', { query: query.trim() })} />
      ) : (
        <CardGrid>
          {shown.map((profession) => (
            <ProfessionCard
              key={profession.id}
              profession={profession}
              canEdit={canEdit}
              onSaveDescription={(description) => describe.run({ id: profession.id, description })}
              onEdit={() => setEditing(profession)}
            />
          ))}
        </CardGrid>
      )}
      {canEdit && <EditProfessionModal profession={editing} onClose={() => setEditing(null)} />}
    </Container>
  );
}
