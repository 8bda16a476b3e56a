import { useMemo, useState } from 'react';
import { Container } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { canEditRules, canSeeConflictClasses } from '@club/shared/rules/permissions';
import { CardGrid, CardGridSkeleton } from '../../components/card-grid';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { ScreenHeader } from '../../components/screen-header';
import { SearchField } from '../../components/search-field';
import { useSession } from '../../lib/session';
import { useClasses } from './api/get-classes';
import { updateClass, useUpdateClassDescription } from './api/update-class';
import { useRulesWriteWithImpact } from '../../components/use-rules-write-with-impact';
import { filterClasses } from './class-search';
import { ClassCard } from './components/class-card';
import { EditClassModal } from './components/edit-class-modal';
import type { Class } from '@club/shared/contract/rules';

export function ClassesScreen() {
  const { t } = useTranslation();
  const role = useSession().user?.role;
  const canEdit = canEditRules(role);
  const seesConflict = canSeeConflictClasses(role);

  const classesQuery = useClasses();
  const updateDescription = useUpdateClassDescription();
  const describe = useRulesWriteWithImpact(
    ({ id, description }: { id: number; description: string }) =>
      updateClass(id, { description }, true),
    (variables: { id: number; description: string }) => updateDescription.mutateAsync(variables),
  );
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<Class | null>(null);

  // The server leaves conflict classes out for members already; this keeps it so.
  const visible = useMemo(
    () => (classesQuery.data ?? []).filter((c) => seesConflict || c.conflict !== 1),
    [classesQuery.data, seesConflict],
  );
  const shown = useMemo(() => filterClasses(visible, query), [visible, query]);

  return (
    <Container size="xl" py="lg">
      {describe.dialog}
      <ScreenHeader title={t('classes.title')} intro={t('classes.intro')}>
        <SearchField
          label={t('classes.searchLabel')}
          placeholder={t('classes.searchPlaceholder')}
          value={query}
          onChange={setQuery}
        />
      </ScreenHeader>

      {classesQuery.isPending ? (
        <CardGridSkeleton />
      ) : classesQuery.isError ? (
        <LoadError message={t('classes.loadFailed')} onRetry={() => void classesQuery.refetch()} />
      ) : visible.length === 0 ? (
        <EmptyState message={t('classes.none')} />
      ) : shown.length === 0 ? (
        <EmptyState message={t('common.noMatches', { query: query.trim() })} />
      ) : (
        <CardGrid>
          {shown.map((classItem) => (
            <ClassCard
              key={classItem.id}
              classItem={classItem}
              canEdit={canEdit}
              onSaveDescription={(description) => describe.run({ id: classItem.id, description })}
              onEdit={() => setEditing(classItem)}
            />
          ))}
        </CardGrid>
      )}
      {canEdit && <EditClassModal cls={editing} onClose={() => setEditing(null)} />}
    </Container>
  );
}
