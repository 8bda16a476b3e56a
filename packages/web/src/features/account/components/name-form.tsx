import { useState } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { notifications } from 'mantine-toast-store';
import { useTranslation } from '../../../i18n/use-translation';
import { USER_LIMITS } from '@club/shared/constants';
import type { User } from '@club/shared/contract/auth';
import { useErrorMessage } from '../../../api/use-error-message';
import { useUpdateName } from '../api/update-name';

export function NameForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const update = useUpdateName();
  const [name, setName] = useState(user.name);
  const [error, setError] = useState<string | null>(null);

  return (
    <Stack
      component="form"
      gap="xs"
      aria-label={t('account.name.title')}
      onSubmit={(event) => {
        event.preventDefault();
        if (!name.trim()) {
          setError(t('account.required'));
          return;
        }
        setError(null);
        update.mutate(
          { name: name.trim() },
          {
            onSuccess: () =>
              notifications.show({ color: 'green', message: t('account.name.saved') }),
            onError: (failure) => setError(errorMessage(failure, 'account.saveFailed')),
          },
        );
      }}
    >
      <TextInput
        label={t('account.name.label')}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        maxLength={USER_LIMITS.nameMaxLength}
        autoComplete="name"
        error={error}
      />
      <Group>
        <Button type="submit" loading={update.isPending} disabled={name.trim() === user.name}>
          {t('account.name.save')}
        </Button>
      </Group>
    </Stack>
  );
}
