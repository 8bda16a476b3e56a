import type { ReactNode } from 'react';
import { overlayOnDemand } from './overlay-on-demand';

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

/**
 * Asks before an action, and shows why it failed if it does. Its dialog's code comes the
 * first time one opens (overlay-on-demand.tsx): most visits to a screen ask nothing.
 */
export const ConfirmDialog = overlayOnDemand<ConfirmDialogProps>(() =>
  import('./confirm-dialog-modal').then((module) => module.ConfirmDialogModal),
);
