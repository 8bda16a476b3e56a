import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { SETTINGS_LIMITS } from '@club/shared/constants';
import { RulesUrlSchema } from '@club/shared/contract/settings';
import { useErrorMessage } from '../../../api/use-error-message';
import { useSettings } from '../api/get-settings';
import { useUpdateSettings } from '../api/update-settings';

/**
 * The board sets where the navigation's Rules link leads; an empty field removes the link.
 */
export function RulesUrlForm() {
  const settings = useSettings();
  if (!settings.data) return null;
  return <RulesUrlEditor key={settings.data.rules_url ?? ''} current={settings.data.rules_url} />;
}

function RulesUrlEditor({ current }: { current: string | null }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const update = useUpdateSettings();
  const [value, setValue] = useState(current ?? '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const changed = value.trim() !== (current ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const trimmed = value.trim();
    if (trimmed !== '' && !RulesUrlSchema.safeParse(trimmed).success) {
      setFieldError(t('settings.rulesUrl.invalid'));
      return;
    }
    setFieldError(null);
    update.mutate(
      { rules_url: trimmed },
      {
        onSuccess: (saved) =>
          notifications.show({
            color: 'green',
            message: saved.rules_url
              ? t('settings.rulesUrl.saved')
              : t('settings.rulesUrl.removed'),
          }),
        onError: (failure) => setError(errorMessage(failure, 'settings.rulesUrl.failed')),
      },
    );
  };

  return (
    <Paper
      withBorder
      p={{ base: 'sm', sm: 'md' }}
      radius="md"
      component="section"
      aria-labelledby="settings-rules"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h3" id="settings-rules">
            {t('settings.rulesUrl.title')}
          </Title>
          <Text size="sm">{t('settings.rulesUrl.hint')}</Text>
          <TextInput
            label={t('settings.rulesUrl.label')}
            type="url"
            inputMode="url"
            placeholder="https://"
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
            maxLength={SETTINGS_LIMITS.rulesUrlMaxLength}
            error={fieldError}
          />
          {error ? (
            <Alert color="oxblood" role="alert">
              {error}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" disabled={!changed} loading={update.isPending}>
              {t('settings.rulesUrl.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
