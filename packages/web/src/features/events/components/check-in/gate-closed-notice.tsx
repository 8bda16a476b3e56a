import { Alert } from '@mantine/core';
import type { Event } from '@club/shared/contract/events';
import { checkInWindow, type CheckInState } from '@club/shared/rules/events';
import { useTranslation } from '../../../../i18n/use-translation';
import { useEventFormat } from '../use-event-format';

/** Outside the gate's window: when it opens, or that it closed when the event ended. */
export function GateClosedNotice({ event, state }: { event: Event; state: CheckInState }) {
  const { t } = useTranslation();
  const format = useEventFormat();
  const { opens, closes } = checkInWindow(event);
  return (
    <Alert
      color={state === 'notYet' ? 'blue' : 'gray'}
      variant="light"
      data-testid="check-in-window"
    >
      {state === 'notYet'
        ? t('eventDay.checkIn.opensAt', { at: format.dateTime(opens) })
        : t('eventDay.checkIn.closedAt', { at: format.dateTime(closes) })}
    </Alert>
  );
}
