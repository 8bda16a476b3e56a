import { lazy, type ReactNode } from 'react';
import { WhenFirstOpened } from './when-first-opened';

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

// The dialog (Mantine's modal, its focus trap, scroll lock and transitions) loads the first
// time one is asked for: a page that may ask does not download it with its first paint.
const ConfirmDialogModal = lazy(async () => ({
  default: (await import('./confirm-dialog-modal')).ConfirmDialogModal,
}));

/** Asks before an action, and shows why it failed if it does. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <WhenFirstOpened opened={props.opened}>
      <ConfirmDialogModal {...props} />
    </WhenFirstOpened>
  );
}
