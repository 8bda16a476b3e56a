import { useMemo, useState } from 'react';
import { Button, Text } from '@mantine/core';
import { notifications } from 'mantine-toast-store';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { LuPlus } from 'react-icons/lu';
import type { SpecialAbility } from '@club/shared/contract/rules';
import { useErrorMessage } from '../../api/use-error-message';
import { CardGrid, CardGridSkeleton } from '../../components/card-grid';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { ScreenHeader } from '../../components/screen-header';
import { SearchField, matchesSearch } from '../../components/search-field';
import { paths } from '../../config/paths';
import { useDeleteSpecialAbility } from './api/delete-special-ability';
import { useSpecialAbilities } from './api/get-special-abilities';
import { SpecialAbilityCard } from './components/special-ability-card';

/** /manage-special-abilities-overview: the catalogue of special abilities, edited in place. */
export function SpecialAbilitiesOverviewScreen() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const specialAbilities = useSpecialAbilities();
  const deleteSpecialAbility = useDeleteSpecialAbility();
  const [query, setQuery] = useState('');
  const [deleting, setDeleting] = useState<SpecialAbility | null>(null);

  const shown = useMemo(
    () =>
      (specialAbilities.data ?? []).filter((special) =>
        matchesSearch(query, [special.name, special.effect, special.type]),
      ),
    [specialAbilities.data, query],
  );

  const closeDelete = () => {
    deleteSpecialAbility.reset();
    setDeleting(null);
  };
  const confirmDelete = () => {
    if (!deleting) return;
    const name = deleting.name;
    deleteSpecialAbility.mutate(deleting.id, {
      onSuccess: () => {
        notifications.show({
          color: 'green',
          message: t('specialAbilities.overview.deleted', { name }),
        });
        closeDelete();
      },
    });
  };

  return (
    <>
      <ScreenHeader
        title={t('specialAbilities.overview.title')}
        intro={t('specialAbilities.overview.intro')}
      >
        <SearchField
          label={t('specialAbilities.overview.search')}
          value={query}
          onChange={setQuery}
        />
        <Button
          component={Link}
          to={paths.create.specialAbility}
          leftSection={<LuPlus aria-hidden />}
        >
          {t('specialAbilities.overview.create')}
        </Button>
      </ScreenHeader>

      {specialAbilities.isPending ? (
        <CardGridSkeleton />
      ) : specialAbilities.isError ? (
        <LoadError
          message={t('specialAbilities.loadFailed')}
          onRetry={() => void specialAbilities.refetch()}
        />
      ) : specialAbilities.data.length === 0 ? (
        <EmptyState message={t('specialAbilities.overview.empty')} />
      ) : shown.length === 0 ? (
        <EmptyState message={t('specialAbilities.overview.noMatch')} />
      ) : (
        <>
          <Text size="sm" c="dimmed" mb="sm" aria-live="polite">
            {t('specialAbilities.overview.count', { count: shown.length })}
          </Text>
          <CardGrid>
            {shown.map((special) => (
              <SpecialAbilityCard
                key={special.id}
                specialAbility={special}
                onDelete={setDeleting}
              />
            ))}
          </CardGrid>
        </>
      )}

      <ConfirmDialog
        opened={deleting !== null}
        title={t('specialAbilities.overview.deleteTitle')}
        message={t('specialAbilities.overview.deleteConfirm', { name: deleting?.name ?? '' })}
        confirmLabel={t('manage.actions.delete')}
        cancelLabel={t('common.cancel')}
        onConfirm={confirmDelete}
        onCancel={closeDelete}
        busy={deleteSpecialAbility.isPending}
        error={
          deleteSpecialAbility.isError
            ? errorMessage(deleteSpecialAbility.error, 'specialAbilities.overview.deleteFailed')
            : null
        }
      />
    </>
  );
}
