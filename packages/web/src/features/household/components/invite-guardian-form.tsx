import { useState } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { notifications } from 'mantine-toast-store';
import { useErrorMessage } from '../../../api/use-error-message';
import { useTranslation } from '../../../i18n/use-translation';
import { useSendInvitation, type InvitationKind } from '../api/invite-guardian';

/**
 * Mails an invitation: a second parent or guardian, or (`kind` login) the person themself,
 * to a login of their own.
 */
export function InviteGuardianForm({
  personId,
  name,
  kind = 'guardian',
}: {
  personId: number;
  name: string;
  kind?: InvitationKind;
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const invite = useSendInvitation();
  const keys = kind === 'guardian' ? 'household.invite' : 'household.ownLogin';
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <Stack
      component="form"
      gap="xs"
      aria-label={t(`${keys}.title`, { name })}
      onSubmit={(event) => {
        event.preventDefault();
        setError(null);
        invite.mutate(
          { id: personId, kind, email: email.trim() },
          {
            onSuccess: () => {
              setEmail('');
              notifications.show({ color: 'green', message: t(`${keys}.sent`, { name }) });
            },
            onError: (failure) => setError(errorMessage(failure, 'household.saveFailed')),
          },
        );
      }}
    >
      <Group align="flex-end" gap="xs">
        <TextInput
          type="email"
          label={t(`${keys}.email`, { name })}
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={error}
          required
          style={{ flex: 1, minWidth: 200 }}
        />
        <Button type="submit" variant="light" loading={invite.isPending}>
          {t(`${keys}.send`)}
        </Button>
      </Group>
    </Stack>
  );
}
