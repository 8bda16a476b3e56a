import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { CloseButton } from '@mantine/core';
import classes from './dialog.module.css';

export interface DialogProps {
  opened: boolean;
  /** Escape, the close button and a tap on the backdrop all ask for this. */
  onClose: () => void;
  title: string;
  /**
   * The close button's name for screen readers ("Luk menuen"). Without it there is no
   * close button: a confirmation has its own cancel button beside the action.
   */
  closeLabel?: string;
  /** `start`: a panel along the screen's start edge, as the phone's menu. */
  placement?: 'center' | 'start';
  children: ReactNode;
}

/**
 * A modal dialog on the browser's own `<dialog>`: shown with `showModal()`, it sits in the
 * top layer above everything, makes the rest of the page inert and closes on Escape, so
 * the frame's menu and the confirmations need no portal, focus trap or scroll lock of a
 * library (Mantine's took 14 KB onto every logged-in page). It is in the page only while
 * open; closing gives focus back to where it was.
 */
export function Dialog({
  opened,
  onClose,
  title,
  closeLabel,
  placement = 'center',
  children,
}: DialogProps) {
  if (!opened) return null;
  return (
    <OpenDialog onClose={onClose} title={title} closeLabel={closeLabel} placement={placement}>
      {children}
    </OpenDialog>
  );
}

function OpenDialog({
  onClose,
  title,
  closeLabel,
  placement,
  children,
}: Omit<DialogProps, 'opened'>) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const close = useRef(onClose);
  useLayoutEffect(() => {
    close.current = onClose;
  }, [onClose]);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const before = document.activeElement;
    if (!dialog.open) dialog.showModal();
    // Escape: the app decides whether to close (a busy confirmation may stay).
    const onCancel = (event: Event) => {
      event.preventDefault();
      close.current();
    };
    // A tap on the backdrop lands on the dialog element itself, outside its content; the
    // keyboard's way out is Escape, above.
    const onBackdrop = (event: MouseEvent) => {
      if (event.target === dialog) close.current();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('click', onBackdrop);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('click', onBackdrop);
      if (dialog.open) dialog.close();
      if (before instanceof HTMLElement && before.isConnected) before.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={classes.dialog}
      data-placement={placement}
      aria-labelledby={titleId}
    >
      <div className={classes.header}>
        <h2 id={titleId} className={classes.title}>
          {title}
        </h2>
        {closeLabel && (
          <CloseButton aria-label={closeLabel} onClick={() => close.current()} size="lg" />
        )}
      </div>
      <div className={classes.body}>{children}</div>
    </dialog>
  );
}
