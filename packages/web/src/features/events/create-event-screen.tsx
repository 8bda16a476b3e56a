import { useTranslation } from '../../i18n/use-translation';
import { Stack } from '@mantine/core';
import { notifications } from 'mantine-toast-store';
import { useNavigate } from 'react-router';
import { ScreenHeader } from '../../components/screen-header';
import { paths } from '../../config/paths';
import { useCreateEvent } from './api/create-event';
import { EventForm } from './components/event-form';
import { emptyEventForm } from './components/event-form-model';

/** The board plans an event: saved as a draft, or published for members at once. */
export function CreateEventScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateEvent();
  return (
    <Stack gap={0}>
      <ScreenHeader title={t('events.form.createTitle')} intro={t('events.form.createIntro')} />
      <EventForm
        initial={emptyEventForm()}
        mode="create"
        busy={create.isPending}
        error={create.error}
        onCancel={() => void navigate(paths.events.list)}
        onSubmit={(body, publish) =>
          create.mutate(
            { ...body, status: publish ? 'published' : 'draft' },
            {
              onSuccess: (event) => {
                notifications.show({
                  color: 'green',
                  message: publish ? t('events.form.published') : t('events.form.draftSaved'),
                });
                void navigate(paths.events.details(event.id));
              },
            },
          )
        }
      />
    </Stack>
  );
}
