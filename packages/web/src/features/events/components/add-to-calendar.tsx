import { useState } from 'react';
import { Alert, Button, Stack } from '@mantine/core';
import { LuCalendarPlus } from 'react-icons/lu';
import type { Event } from '@club/shared/contract/events';
import { useErrorMessage } from '../../../api/use-error-message';
import { useTranslation } from '../../../i18n/use-translation';
import { downloadEventCalendar } from '../api/download-event-calendar';

/**
 * "Føj til min kalender": the one event as a calendar file, which a phone opens in its
 * calendar. (The subscription on the events list keeps all of them up to date instead.)
 */
export function AddToCalendar({ event }: { event: Event }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const add = () => {
    setBusy(true);
    setError(null);
    downloadEventCalendar(event.id, `${t('events.calendarFile')}-${event.id}.ics`)
      .catch(setError)
      .finally(() => setBusy(false));
  };
  return (
    <Stack gap="xs" align="flex-start">
      <Button
        variant="outline"
        leftSection={<LuCalendarPlus aria-hidden />}
        onClick={add}
        loading={busy}
      >
        {t('events.addToCalendar')}
      </Button>
      {error ? (
        <Alert color="oxblood" role="alert" p="xs">
          {errorMessage(error, 'events.addToCalendarFailed')}
        </Alert>
      ) : null}
    </Stack>
  );
}
