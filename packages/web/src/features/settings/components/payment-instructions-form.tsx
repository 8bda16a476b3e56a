import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Alert, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { SETTINGS_LIMITS } from '@club/shared/constants';
import { useErrorMessage } from '../../../api/use-error-message';
import { useSettings } from '../api/get-settings';
import { useUpdateSettings } from '../api/update-settings';

/**
 * The board says to whom members pay for events (a MobilePay number or an account); the
 * event page shows it with what a member owes. An empty field removes it.
 */
export function PaymentInstructionsForm() {
  const settings = useSettings();
  if (!settings.data) return null;
  const current = settings.data.payment_instructions;
  return <PaymentInstructionsEditor key={current ?? ''} current={current} />;
}

function PaymentInstructionsEditor({ current }: { current: string | null }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const update = useUpdateSettings();
  const [value, setValue] = useState(current ?? '');
  const [error, setError] = useState<string | null>(null);
  const changed = value.trim() !== (current ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    update.mutate(
      { payment_instructions: value.trim() },
      {
        onSuccess: (saved) =>
          notifications.show({
            color: 'green',
            message: saved.payment_instructions
              ? t('settings.payment.saved')
              : t('settings.payment.removed'),
          }),
        onError: (failure) => setError(errorMessage(failure, 'settings.payment.failed')),
      },
    );
  };

  return (
    <Paper
      withBorder
      p={{ base: 'sm', sm: 'md' }}
      radius="md"
      component="section"
      aria-labelledby="settings-payment"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h3" id="settings-payment">
            {t('settings.payment.title')}
          </Title>
          <Text size="sm">{t('settings.payment.hint')}</Text>
          <Textarea
            label={t('settings.payment.label')}
            placeholder={t('settings.payment.placeholder')}
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
            maxLength={SETTINGS_LIMITS.paymentInstructionsMaxLength}
            autosize
            minRows={2}
          />
          {error ? (
            <Alert color="oxblood" role="alert">
              {error}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" disabled={!changed} loading={update.isPending}>
              {t('settings.payment.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
