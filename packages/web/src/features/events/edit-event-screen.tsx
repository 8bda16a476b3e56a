import { useTranslation } from '../../i18n/use-translation';
import { Loader, Stack } from '@mantine/core';
import { notifications } from 'mantine-toast-store';
import { useNavigate } from 'react-router';
import { useErrorMessage } from '../../api/use-error-message';
import { LoadError } from '../../components/load-error';
import { ScreenHeader } from '../../components/screen-header';
import { paths } from '../../config/paths';
import { useEvent } from './api/get-event';
import { useUpdateEvent } from './api/update-event';
import { EventForm } from './components/event-form';
import { eventFormFrom } from './components/event-form-model';
import { useEventId } from './hooks/use-event-id';

/** The board changes an event's details; its status changes on the event page. */
export function EditEventScreen() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const id = useEventId();
  const event = useEvent(id);
  const update = useUpdateEvent(id ?? 0);

  if (id === null) return <LoadError message={t('events.details.notFound')} />;
  if (event.isPending) return <Loader aria-label={t('app.loading')} />;
  if (event.isError) {
    return <LoadError message={errorMessage(event.error, 'events.details.loadFailed')} />;
  }
  return (
    <Stack gap={0}>
      <ScreenHeader title={t('events.form.editTitle')} intro={event.data.title} />
      <EventForm
        key={event.data.id}
        initial={eventFormFrom(event.data)}
        mode="edit"
        busy={update.isPending}
        error={update.error}
        onCancel={() => void navigate(paths.events.details(id))}
        onSubmit={(body) =>
          update.mutate(body, {
            onSuccess: () => {
              notifications.show({ color: 'green', message: t('events.form.saved') });
              void navigate(paths.events.details(id));
            },
          })
        }
      />
    </Stack>
  );
}
