import { useState } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useErrorMessage } from '../../../api/use-error-message';
import { useTranslation } from '../../../i18n/use-translation';
import { useInviteGuardian } from '../api/invite-guardian';

/** Invites a second parent or guardian by email. */
export function InviteGuardianForm({ personId, name }: { personId: number; name: string }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const invite = useInviteGuardian();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <Stack
      component="form"
      gap="xs"
      aria-label={t('household.invite.title', { name })}
      onSubmit={(event) => {
        event.preventDefault();
        setError(null);
        invite.mutate(
          { id: personId, email: email.trim() },
          {
            onSuccess: () => {
              setEmail('');
              notifications.show({ color: 'green', message: t('household.invite.sent') });
            },
            onError: (failure) => setError(errorMessage(failure, 'household.saveFailed')),
          },
        );
      }}
    >
      <Group align="flex-end" gap="xs">
        <TextInput
          type="email"
          label={t('household.invite.email')}
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={error}
          required
          style={{ flex: 1, minWidth: 200 }}
        />
        <Button type="submit" variant="light" loading={invite.isPending}>
          {t('household.invite.send')}
        </Button>
      </Group>
    </Stack>
  );
}
