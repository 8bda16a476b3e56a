import type { FormEvent, ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from '../i18n/use-translation';

export interface EditModalProps {
  opened: boolean;
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  saving: boolean;
  /** Why the last save failed, translated; null when it did not. */
  error: string | null;
  children: ReactNode;
  /** Extra actions on the left of the buttons (e.g. Delete). */
  extraActions?: ReactNode;
}

/**
 * A rules entity's fields in a modal (full screen on a phone) with Save and Cancel. The
 * caller keeps the values and validates; a refusal from the server is shown above the
 * buttons.
 */
export function EditModal({
  opened,
  title,
  onClose,
  onSubmit,
  saving,
  error,
  children,
  extraActions,
}: EditModalProps) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery('(max-width: 36em)') ?? false;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg" fullScreen={isPhone}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {children}
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="space-between" gap="sm">
            <Group gap="sm">{extraActions}</Group>
            <Group gap="sm">
              <Button variant="default" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={saving}>
                {t('common.save')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The contract's messages per field, as the modal's field errors (first one wins). */
export function fieldErrors(
  issues: readonly { path: readonly PropertyKey[] }[],
  messageFor: (field: string) => string,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'body');
    errors[field] ??= messageFor(field);
  }
  return errors;
}
