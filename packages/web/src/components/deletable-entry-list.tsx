import { useState } from 'react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from 'mantine-toast-store';
import { useTranslation } from '../i18n/use-translation';
import { LuPencil, LuTrash2 } from 'react-icons/lu';
import { useErrorMessage } from '../api/use-error-message';
import { ConfirmDialog } from './confirm-dialog';

export interface DeletableEntry {
  id: number;
  name: string;
  detail?: string;
}

export interface DeletableEntryListProps {
  /** The accessible name of the list. */
  label: string;
  entries: DeletableEntry[];
  emptyText: string;
  /** Deletes one entry; a rejection (e.g. 409 "still in use") is shown in the dialog. */
  onDelete: (entry: DeletableEntry) => Promise<unknown>;
  confirmTitle: string;
  confirmMessage: (entry: DeletableEntry) => string;
  deletedMessage: (entry: DeletableEntry) => string;
  /** Opens the entry's edit form; without it the list offers only Delete. */
  onEdit?: (entry: DeletableEntry) => void;
}

/**
 * Rules data that exists already, each with a delete button that asks first. A refusal
 * from the server (still in use) is shown translated in the dialog.
 */
export function DeletableEntryList({
  label,
  entries,
  emptyText,
  onDelete,
  confirmTitle,
  confirmMessage,
  deletedMessage,
  onEdit,
}: DeletableEntryListProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const [deleting, setDeleting] = useState<DeletableEntry | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setDeleting(null);
    setError(null);
  };
  const confirm = async () => {
    if (!deleting) return;
    setBusy(true);
    setError(null);
    try {
      await onDelete(deleting);
      notifications.show({ color: 'green', message: deletedMessage(deleting) });
      close();
    } catch (failure) {
      setError(errorMessage(failure, 'manage.deleteFailed'));
    } finally {
      setBusy(false);
    }
  };

  if (entries.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {emptyText}
      </Text>
    );
  }
  return (
    <>
      <Stack
        component="ul"
        gap={6}
        aria-label={label}
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
      >
        {entries.map((entry) => (
          <Paper component="li" key={entry.id} withBorder radius="sm" px="sm" py={6}>
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} style={{ overflowWrap: 'break-word' }}>
                  {entry.name}
                </Text>
                {entry.detail && (
                  <Text size="xs" c="dimmed">
                    {entry.detail}
                  </Text>
                )}
              </div>
              <Group gap={4} wrap="nowrap" style={{ flex: 'none' }}>
                <EntryActions
                  name={entry.name}
                  editVariant="subtle"
                  onEdit={onEdit && (() => onEdit(entry))}
                  onDelete={() => setDeleting(entry)}
                />
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
      <ConfirmDialog
        opened={deleting !== null}
        title={confirmTitle}
        message={deleting ? confirmMessage(deleting) : ''}
        confirmLabel={t('manage.actions.delete')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => void confirm()}
        onCancel={close}
        busy={busy}
        error={error}
      />
    </>
  );
}

export interface EntryActionsProps {
  /** The entry's name, which the buttons' accessible names carry. */
  name: string;
  /** Opens the entry's edit form; without it only Delete is offered. */
  onEdit?: () => void;
  /** Asks to delete the entry (the caller confirms). */
  onDelete: () => void;
  /** Subtle in a dense list, light on a card. */
  editVariant: 'subtle' | 'light';
}

/** An entry's Edit and Delete buttons, the same in every staff list and card of rules data. */
export function EntryActions({ name, onEdit, onDelete, editVariant }: EntryActionsProps) {
  const { t } = useTranslation();
  return (
    <>
      {onEdit && (
        <Button
          variant={editVariant}
          size="xs"
          leftSection={<LuPencil aria-hidden />}
          aria-label={t('common.editNamed', { name })}
          onClick={onEdit}
        >
          {t('common.edit')}
        </Button>
      )}
      <Button
        variant="subtle"
        color="red"
        c="red.9"
        size="xs"
        leftSection={<LuTrash2 aria-hidden />}
        aria-label={t('manage.actions.deleteNamed', { name })}
        onClick={onDelete}
      >
        {t('manage.actions.delete')}
      </Button>
    </>
  );
}
