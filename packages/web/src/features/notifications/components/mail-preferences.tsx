import { Alert, Loader, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from 'mantine-toast-store';
import { useTranslation } from '../../../i18n/use-translation';
import { NOTIFICATION_KINDS } from '@club/shared/contract/notifications-constants';
import { useErrorMessage } from '../../../api/use-error-message';
import { usePreferences } from '../api/get-preferences';
import { useUpdatePreferences } from '../api/update-preferences';

/** Which kinds of notification also come by mail; each switch saves at once, and says so. */
export function MailPreferences() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const preferences = usePreferences();
  const update = useUpdatePreferences();

  return (
    <Paper
      withBorder
      p={{ base: 'sm', sm: 'md' }}
      radius="md"
      component="section"
      aria-labelledby="mail-preferences-title"
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id="mail-preferences-title">
          {t('notifications.preferences.title')}
        </Title>
        <Text size="sm">{t('notifications.preferences.intro')}</Text>
        {preferences.isPending ? (
          <Loader size="sm" aria-label={t('app.loading')} />
        ) : preferences.isError ? (
          <Text c="red.8">
            {errorMessage(preferences.error, 'notifications.preferences.loadFailed')}
          </Text>
        ) : (
          <Stack gap="xs" role="group" aria-labelledby="mail-preferences-title">
            {NOTIFICATION_KINDS.map((kind) => (
              <Switch
                key={kind}
                label={t(`notifications.kinds.${kind}`)}
                checked={preferences.data.mail[kind] ?? true}
                disabled={update.isPending}
                onChange={(event) => {
                  const on = event.currentTarget.checked;
                  update.mutate(
                    { mail: { [kind]: on } },
                    {
                      onSuccess: () =>
                        notifications.show({
                          color: 'green',
                          message: t(
                            on
                              ? 'notifications.preferences.savedOn'
                              : 'notifications.preferences.savedOff',
                            { kind: t(`notifications.kinds.${kind}`) },
                          ),
                        }),
                    },
                  );
                }}
              />
            ))}
          </Stack>
        )}
        {update.isError ? (
          <Alert color="oxblood" variant="light" role="alert" p="xs">
            {errorMessage(update.error, 'notifications.preferences.failed')}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
