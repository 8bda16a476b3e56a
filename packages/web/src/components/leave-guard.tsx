import { useContext, useEffect } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router';
import { useTranslation } from '../i18n/use-translation';
import { ConfirmDialog } from './confirm-dialog';

export interface LeaveGuardProps {
  /** There is text the server does not have yet. */
  when: boolean;
  /** The member chose to leave: e.g. send what is unsaved on its way. */
  onLeave?: () => void;
}

/**
 * Asks before the member leaves a page with unsaved text: a link in the app or the menu
 * (the router waits for the answer), and a reload or closed tab (the browser's own
 * question). Outside the app's data router (a screen rendered alone) only the browser's.
 */
export function LeaveGuard({ when, onLeave }: LeaveGuardProps) {
  const dataRouter = useContext(UNSAFE_DataRouterContext);

  useEffect(() => {
    if (!when) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);

  return dataRouter ? <RouterLeaveGuard when={when} onLeave={onLeave} /> : null;
}

function RouterLeaveGuard({ when, onLeave }: LeaveGuardProps) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname,
  );
  return (
    <ConfirmDialog
      opened={blocker.state === 'blocked'}
      title={t('drafts.leaveTitle')}
      message={t('drafts.leaveMessage')}
      confirmLabel={t('drafts.leave')}
      cancelLabel={t('drafts.stay')}
      tone="neutral"
      onConfirm={() => {
        onLeave?.();
        blocker.proceed?.();
      }}
      onCancel={() => blocker.reset?.()}
    />
  );
}
