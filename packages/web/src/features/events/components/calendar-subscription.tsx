import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import {
  Alert,
  Button,
  CopyButton,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from 'mantine-toast-store';
import { useErrorMessage } from '../../../api/use-error-message';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useCalendar } from '../api/get-calendar';
import { useRenewCalendarToken } from '../api/renew-calendar-token';

/**
 * The member's private calendar address, shown on request: anyone holding it reads the
 * member's sign-ups, so a new one can be made when it has spread too far.
 */
export function CalendarSubscription() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const [shown, setShown] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const calendar = useCalendar(shown);
  const renew = useRenewCalendarToken();

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby="calendar-title"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="calendar-title">
          {t('events.calendar.title')}
        </Title>
        <Text size="sm">{t('events.calendar.hint')}</Text>
        {!shown ? (
          <Group>
            <Button variant="outline" onClick={() => setShown(true)}>
              {t('events.calendar.show')}
            </Button>
          </Group>
        ) : calendar.isPending ? (
          <Loader size="sm" aria-label={t('app.loading')} />
        ) : calendar.isError ? (
          <Alert color="oxblood" role="alert">
            {errorMessage(calendar.error, 'events.calendar.loadFailed')}
          </Alert>
        ) : (
          <Stack gap="xs">
            <TextInput
              label={t('events.calendar.address')}
              value={calendar.data.url}
              readOnly
              onFocus={(e) => e.currentTarget.select()}
            />
            <Group gap="xs" wrap="wrap">
              <CopyButton value={calendar.data.url}>
                {({ copied, copy }) => (
                  <Button onClick={copy} color={copied ? 'green.9' : undefined}>
                    {copied ? t('events.calendar.copied') : t('events.calendar.copy')}
                  </Button>
                )}
              </CopyButton>
              {/* Phones hand a webcal: address to their calendar app, which subscribes. */}
              <Button
                component="a"
                variant="outline"
                href={calendar.data.url.replace(/^https?:/, 'webcal:')}
              >
                {t('events.calendar.subscribe')}
              </Button>
              <Button variant="default" onClick={() => setConfirming(true)}>
                {t('events.calendar.renew')}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t('events.calendar.renewTitle')}
        message={t('events.calendar.renewMessage')}
        confirmLabel={t('events.calendar.renewConfirm')}
        cancelLabel={t('common.cancel')}
        busy={renew.isPending}
        error={renew.isError ? errorMessage(renew.error) : null}
        onCancel={() => {
          renew.reset();
          setConfirming(false);
        }}
        onConfirm={() =>
          renew.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              notifications.show({ color: 'green', message: t('events.calendar.renewed') });
            },
          })
        }
      />
    </Paper>
  );
}
