import { useMemo, useState } from 'react';
import { Button, Center, Loader, NativeSelect, Pagination, Stack, Text } from '@mantine/core';
import { notifications } from 'mantine-toast-store';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { LuPlus } from 'react-icons/lu';
import { ABILITY_TYPES, abilityTypeKey } from '@club/shared/constants';
import type { Ability } from '@club/shared/contract/rules';
import { useErrorMessage } from '../../api/use-error-message';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { ScreenHeader } from '../../components/screen-header';
import { SearchField, matchesSearch } from '../../components/search-field';
import { paths } from '../../config/paths';
import { useAbilities } from './api/get-abilities';
import { useDeleteAbility } from './api/delete-ability';
import { AbilityListItem } from './components/ability-list-item';
import { abilityTypeLabel } from './components/ability-type-label';
import { EditAbilityModal } from './components/edit-ability-modal';

const PAGE_SIZE = 25;
const ALL_TYPES = 'all';

/** /manage-abilities: every ability, searchable, with edit and delete. */
export function ManageAbilitiesScreen() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const abilities = useAbilities();
  const deleteAbility = useDeleteAbility();
  const [query, setQuery] = useState('');
  const [typeFilter, setTypeFilter] = useState<string>(ALL_TYPES);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Ability | null>(null);
  const [deleting, setDeleting] = useState<Ability | null>(null);

  const shown = useMemo(
    () =>
      (abilities.data ?? []).filter(
        (ability) =>
          (typeFilter === ALL_TYPES || abilityTypeKey(ability.type) === typeFilter) &&
          matchesSearch(query, [
            ability.name,
            ability.effect,
            ability.type,
            abilityTypeLabel(t, ability.type),
            ability.requirement,
            ability.note,
          ]),
      ),
    [abilities.data, query, typeFilter, t],
  );
  const pageCount = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
  const currentPage = Math.min(page, pageCount);
  const pageItems = shown.slice((currentPage - 1) * PAGE_SIZE, currentPage * PAGE_SIZE);

  const closeDelete = () => {
    deleteAbility.reset();
    setDeleting(null);
  };
  const confirmDelete = () => {
    if (!deleting) return;
    const name = deleting.name;
    deleteAbility.mutate(deleting.id, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('abilities.manage.deleted', { name }) });
        closeDelete();
      },
    });
  };

  return (
    <>
      <ScreenHeader title={t('abilities.manage.title')} intro={t('abilities.manage.intro')}>
        <SearchField
          label={t('abilities.manage.search')}
          value={query}
          onChange={(value) => {
            setQuery(value);
            setPage(1);
          }}
        />
        <NativeSelect
          aria-label={t('abilities.manage.typeFilter')}
          data={[
            { value: ALL_TYPES, label: t('abilities.manage.allTypes') },
            ...ABILITY_TYPES.map((type) => ({
              value: type.key,
              label: t(`abilities.types.${type.key}`),
            })),
          ]}
          value={typeFilter}
          onChange={(event) => {
            setTypeFilter(event.currentTarget.value);
            setPage(1);
          }}
          w={200}
        />
        <Button component={Link} to={paths.create.ability} leftSection={<LuPlus aria-hidden />}>
          {t('abilities.manage.create')}
        </Button>
      </ScreenHeader>

      {abilities.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('manage.loading')} />
        </Center>
      ) : abilities.isError ? (
        <LoadError message={t('abilities.loadFailed')} onRetry={() => void abilities.refetch()} />
      ) : abilities.data.length === 0 ? (
        <EmptyState message={t('abilities.manage.empty')} />
      ) : shown.length === 0 ? (
        <EmptyState message={t('abilities.manage.noMatch')} />
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('abilities.manage.count', { count: shown.length })}
          </Text>
          {pageItems.map((ability) => (
            <AbilityListItem
              key={ability.id}
              ability={ability}
              onEdit={setEditing}
              onDelete={setDeleting}
            />
          ))}
          {pageCount > 1 && (
            <Pagination
              total={pageCount}
              value={currentPage}
              onChange={setPage}
              mt="md"
              getControlProps={(control) => ({
                'aria-label': t(`manage.pagination.${control}`),
              })}
              getItemProps={(number) => ({ 'aria-label': t('manage.pagination.page', { number }) })}
            />
          )}
        </Stack>
      )}

      <EditAbilityModal ability={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        opened={deleting !== null}
        title={t('abilities.manage.deleteTitle')}
        message={t('abilities.manage.deleteConfirm', { name: deleting?.name ?? '' })}
        confirmLabel={t('manage.actions.delete')}
        cancelLabel={t('common.cancel')}
        onConfirm={confirmDelete}
        onCancel={closeDelete}
        busy={deleteAbility.isPending}
        error={
          deleteAbility.isError
            ? errorMessage(deleteAbility.error, 'abilities.manage.deleteFailed')
            : null
        }
      />
    </>
  );
}
