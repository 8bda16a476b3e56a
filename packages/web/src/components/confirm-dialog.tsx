import type { ReactNode } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Dialog } from './dialog';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** The confirmed action is under way. */
  busy?: boolean;
  /** Why the action failed, e.g. "It is still in use". */
  error?: string | null;
  /**
   * `danger` (red) for what cannot be undone or takes something away; `neutral` for
   * harmless actions such as giving XP or changing a role.
   */
  tone?: 'danger' | 'neutral';
}

/** Asks before an action, and shows why it failed if it does. */
export function ConfirmDialog({
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
    <Dialog opened={opened} onClose={onCancel} title={title}>
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
    </Dialog>
  );
}
