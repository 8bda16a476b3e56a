import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from 'mantine-toast-store';
import { useErrorMessage } from '../../../api/use-error-message';
import { useSettings } from '../api/get-settings';
import { useUpdateSettings } from '../api/update-settings';

/** The club settings the board writes as text; an empty field removes one. */
export type TextSetting = 'rules_url' | 'payment_instructions';

/** What the form hands its field. */
export interface SettingField {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}

export interface SettingFormProps {
  setting: TextSetting;
  /** The form's message group: title, hint, label, save, saved, removed, failed. */
  messages: string;
  /** A reason the value cannot be saved, said at the field; null when it can. */
  check?: (value: string) => string | null;
  field: (props: SettingField) => ReactNode;
}

/** One club setting in a section of its own, saved on its own; shown once the settings came. */
export function SettingForm(props: SettingFormProps) {
  const settings = useSettings();
  if (!settings.data) return null;
  const current = settings.data[props.setting];
  return <SettingEditor key={current ?? ''} current={current} {...props} />;
}

function SettingEditor({
  setting,
  messages,
  check,
  field,
  current,
}: SettingFormProps & { current: string | null }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const update = useUpdateSettings();
  const [value, setValue] = useState(current ?? '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const changed = value.trim() !== (current ?? '');
  const headingId = `settings-${setting}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const trimmed = value.trim();
    const problem = trimmed === '' ? null : (check?.(trimmed) ?? null);
    setFieldError(problem);
    if (problem) return;
    update.mutate(
      { [setting]: trimmed },
      {
        onSuccess: (saved) =>
          notifications.show({
            color: 'green',
            message: saved[setting] ? t(`${messages}.saved`) : t(`${messages}.removed`),
          }),
        onError: (failure) => setError(errorMessage(failure, `${messages}.failed`)),
      },
    );
  };

  return (
    <Paper
      withBorder
      p={{ base: 'sm', sm: 'md' }}
      radius="md"
      component="section"
      aria-labelledby={headingId}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h3" id={headingId}>
            {t(`${messages}.title`)}
          </Title>
          <Text size="sm">{t(`${messages}.hint`)}</Text>
          {field({ label: t(`${messages}.label`), value, onChange: setValue, error: fieldError })}
          {error ? (
            <Alert color="oxblood" role="alert">
              {error}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" disabled={!changed} loading={update.isPending}>
              {t(`${messages}.save`)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
