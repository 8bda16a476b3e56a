import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ConfirmDialogProps } from './confirm-dialog';

/** The dialog of ConfirmDialog, fetched when it first opens. */
export function ConfirmDialogModal({
  opened,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
  error,
  tone = 'danger',
}: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <Stack gap="md">
        {typeof message === 'string' ? <Text>{message}</Text> : message}
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button
            color={tone === 'danger' ? 'red.9' : undefined}
            onClick={onConfirm}
            loading={busy}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
