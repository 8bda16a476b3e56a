import { useState } from 'react';
import {
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from 'mantine-toast-store';
import { GiChest } from 'react-icons/gi';
import { LuPlus, LuSearch } from 'react-icons/lu';
import { ITEM_KINDS, type ItemKind } from '@club/shared/contract/inventory-constants';
import type { ItemType, ItemTypeCreate } from '@club/shared/contract/inventory';
import { useErrorMessage } from '../../api/use-error-message';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EntryActions } from '../../components/deletable-entry-list';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { ScreenHeader } from '../../components/screen-header';
import { useTranslation } from '../../i18n/use-translation';
import { useCreateItemType } from './api/create-item-type';
import { useDeleteItemType } from './api/delete-item-type';
import { useItemTypes } from './api/get-item-types';
import { useRulesChoices, type RulesChoices } from './api/get-rules-choices';
import { useUpdateItemType } from './api/update-item-type';
import { ItemTypeForm } from './components/item-type-form';

/**
 * Manage → the catalogue ("kataloget"): the board's item types, by kind. A type the ledger
 * or an envelope names cannot be deleted; the server says so and the dialog shows it.
 */
export function CatalogueScreen() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const types = useItemTypes();
  const choices = useRulesChoices();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<ItemType | null>(null);
  const [deleting, setDeleting] = useState<ItemType | null>(null);
  const [search, setSearch] = useState('');
  const remove = useDeleteItemType();

  const all = types.data?.item_types ?? [];
  const needle = search.trim().toLowerCase();
  const shown = needle ? all.filter((type) => type.name.toLowerCase().includes(needle)) : all;

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notifications.show({
          color: 'green',
          message: t('inventory.catalogue.deleted', { name: deleting.name }),
        });
        setDeleting(null);
      },
    });
  };

  return (
    <Stack gap="md">
      <ScreenHeader title={t('inventory.catalogue.title')} intro={t('inventory.catalogue.intro')}>
        <Button leftSection={<LuPlus aria-hidden />} onClick={() => setAdding(true)}>
          {t('inventory.catalogue.add')}
        </Button>
        {all.length > 0 ? (
          <TextInput
            type="search"
            aria-label={t('inventory.catalogue.search')}
            placeholder={t('inventory.catalogue.search')}
            leftSection={<LuSearch aria-hidden />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
          />
        ) : null}
      </ScreenHeader>

      {types.isPending ? (
        <Loader aria-label={t('app.loading')} />
      ) : types.isError ? (
        <LoadError
          message={errorMessage(types.error, 'inventory.catalogue.loadFailed')}
          onRetry={() => void types.refetch()}
        />
      ) : all.length === 0 ? (
        <EmptyState icon={<GiChest />} message={t('inventory.catalogue.empty')}>
          <Button leftSection={<LuPlus aria-hidden />} onClick={() => setAdding(true)}>
            {t('inventory.catalogue.add')}
          </Button>
        </EmptyState>
      ) : shown.length === 0 ? (
        <EmptyState message={t('inventory.catalogue.noneMatch')} />
      ) : (
        ITEM_KINDS.map((kind) => (
          <KindGroup
            key={kind}
            kind={kind}
            types={shown.filter((type) => type.kind === kind)}
            choices={choices.data}
            onEdit={setEditing}
            onDelete={(type) => {
              remove.reset();
              setDeleting(type);
            }}
          />
        ))
      )}

      <Modal
        opened={adding}
        onClose={() => setAdding(false)}
        title={t('inventory.catalogue.addTitle')}
        centered
        size="lg"
      >
        {adding ? <AddForm choices={choices.data} onDone={() => setAdding(false)} /> : null}
      </Modal>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing ? t('inventory.catalogue.editTitle', { name: editing.name }) : ''}
        centered
        size="lg"
      >
        {editing ? (
          <EditForm type={editing} choices={choices.data} onDone={() => setEditing(null)} />
        ) : null}
      </Modal>
      <ConfirmDialog
        opened={deleting !== null}
        title={t('inventory.catalogue.deleteTitle')}
        message={deleting ? t('inventory.catalogue.deleteMessage', { name: deleting.name }) : ''}
        confirmLabel={t('manage.actions.delete')}
        cancelLabel={t('common.cancel')}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
        busy={remove.isPending}
        error={remove.isError ? errorMessage(remove.error, 'manage.deleteFailed') : null}
      />
    </Stack>
  );
}

function KindGroup({
  kind,
  types,
  choices,
  onEdit,
  onDelete,
}: {
  kind: ItemKind;
  types: ItemType[];
  choices: RulesChoices | undefined;
  onEdit: (type: ItemType) => void;
  onDelete: (type: ItemType) => void;
}) {
  const { t } = useTranslation();
  if (types.length === 0) return null;
  const specialName = new Map((choices?.specialAbilities ?? []).map((s) => [s.id, s.name]));
  return (
    <Stack gap="xs" component="section" aria-labelledby={`kind-${kind}`}>
      <Title order={2} size="h3" id={`kind-${kind}`}>
        {t(`inventory.kindsPlural.${kind}`)}{' '}
        <Text span c="dimmed" fz="md" fw={400}>
          ({types.length})
        </Text>
      </Title>
      <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
        {types.map((type) => (
          <Paper component="li" key={type.id} withBorder radius="sm" px="sm" py={8}>
            <Group justify="space-between" wrap="wrap" gap="sm" align="flex-start">
              <Stack gap={2} style={{ flex: '1 1 16rem', minWidth: 0 }}>
                <Group gap={6} wrap="wrap">
                  <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                    {type.name}
                  </Text>
                  {type.unit ? (
                    <Badge variant="outline" color="parchment.9" tt="none">
                      {type.unit}
                    </Badge>
                  ) : null}
                  {type.unique ? (
                    <Badge variant="outline" color="oxblood.8" tt="none">
                      {t('inventory.catalogue.uniqueBadge')}
                    </Badge>
                  ) : null}
                  {!type.visible_to_players ? (
                    <Badge variant="filled" color="parchment.9" tt="none">
                      {t('inventory.catalogue.hiddenBadge')}
                    </Badge>
                  ) : null}
                </Group>
                {type.description ? (
                  <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {type.description}
                  </Text>
                ) : null}
                {type.special_ability_id !== null && specialName.has(type.special_ability_id) ? (
                  <Text size="xs" c="dimmed">
                    {t('inventory.catalogue.usedBy', {
                      name: specialName.get(type.special_ability_id),
                    })}
                  </Text>
                ) : null}
              </Stack>
              <Group gap={4} wrap="nowrap">
                <EntryActions
                  name={type.name}
                  editVariant="subtle"
                  onEdit={() => onEdit(type)}
                  onDelete={() => onDelete(type)}
                />
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}

function AddForm({ choices, onDone }: { choices: RulesChoices | undefined; onDone: () => void }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const create = useCreateItemType();
  const submit = (values: Required<ItemTypeCreate>) =>
    create.mutate(values, {
      onSuccess: (created) => {
        notifications.show({
          color: 'green',
          message: t('inventory.catalogue.added', { name: created.name }),
        });
        onDone();
      },
    });
  return (
    <ItemTypeForm
      choices={choices}
      submitLabel={t('inventory.catalogue.addSubmit')}
      busy={create.isPending}
      error={create.isError ? errorMessage(create.error, 'inventory.catalogue.saveFailed') : null}
      onSubmit={submit}
      onCancel={onDone}
    />
  );
}

function EditForm({
  type,
  choices,
  onDone,
}: {
  type: ItemType;
  choices: RulesChoices | undefined;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const update = useUpdateItemType();
  const submit = (values: Required<ItemTypeCreate>) => {
    // Only what changed is sent: a type in use keeps `unique` unless it is asked to change.
    const body = Object.fromEntries(
      Object.entries(values).filter(
        ([key, value]) => (type as unknown as Record<string, unknown>)[key] !== value,
      ),
    );
    update.mutate(
      { id: type.id, body },
      {
        onSuccess: (saved) => {
          notifications.show({
            color: 'green',
            message: t('inventory.catalogue.saved', { name: saved.name }),
          });
          onDone();
        },
      },
    );
  };
  return (
    <ItemTypeForm
      initial={type}
      choices={choices}
      submitLabel={t('common.save')}
      busy={update.isPending}
      error={update.isError ? errorMessage(update.error, 'inventory.catalogue.saveFailed') : null}
      onSubmit={submit}
      onCancel={onDone}
    />
  );
}
