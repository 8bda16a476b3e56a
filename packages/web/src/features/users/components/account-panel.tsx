import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from 'mantine-toast-store';
import type { UserDetail } from '@club/shared/contract/users';
import { canAssignRoles } from '@club/shared/rules/permissions';
import { useErrorMessage } from '../../../api/use-error-message';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useSession } from '../../../lib/session';
import { useSendPasswordReset } from '../api/send-password-reset';
import { useUpdateUser } from '../api/update-user';

/**
 * The account itself: send a link to choose a new password, and deactivate or reactivate
 * it. A deactivated member cannot log in; their characters stay. Staff accounts are the
 * board's to change.
 */
export function AccountPanel({ user }: { user: UserDetail }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const session = useSession();
  const update = useUpdateUser();
  const reset = useSendPasswordReset();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const self = session.user?.id === user.id;
  const mayChange = user.role === 'user' || canAssignRoles(session.user?.role);

  const setActive = (active: boolean) => {
    setError(null);
    update.mutate(
      { id: user.id, active },
      {
        onSuccess: () => {
          setConfirming(false);
          notifications.show({
            color: 'green',
            message: t(active ? 'users.account.reactivated' : 'users.account.deactivated', {
              name: user.name,
            }),
          });
        },
        onError: (failure) => {
          setConfirming(false);
          setError(errorMessage(failure, 'users.account.failed'));
        },
      },
    );
  };

  const sendReset = () => {
    setError(null);
    reset.mutate(user.id, {
      onSuccess: () =>
        notifications.show({
          color: 'green',
          message: t('users.account.resetSent', { email: user.email }),
        }),
      onError: (failure) => setError(errorMessage(failure, 'users.account.failed')),
    });
  };

  return (
    <Paper
      withBorder
      p={{ base: 'sm', sm: 'md' }}
      radius="md"
      component="section"
      aria-labelledby="user-account-title"
    >
      <Stack gap="sm">
        <Title order={3} id="user-account-title">
          {t('users.account.title')}
        </Title>
        <Text size="sm">
          {user.active ? t('users.account.activeHint') : t('users.account.inactiveHint')}
        </Text>
        {!mayChange ? (
          <Text size="sm" c="dimmed">
            {t('users.account.staffOnlyBoard')}
          </Text>
        ) : null}
        {error ? (
          <Alert color="oxblood" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group gap="sm">
          {user.active ? (
            <Button
              variant="default"
              onClick={sendReset}
              loading={reset.isPending}
              disabled={!mayChange}
            >
              {t('users.account.sendReset')}
            </Button>
          ) : null}
          {user.active ? (
            <Button
              variant="outline"
              color="red.9"
              onClick={() => setConfirming(true)}
              disabled={!mayChange || self}
            >
              {t('users.account.deactivate')}
            </Button>
          ) : (
            <Button
              onClick={() => setActive(true)}
              loading={update.isPending}
              disabled={!mayChange}
            >
              {t('users.account.reactivate')}
            </Button>
          )}
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t('users.account.confirmTitle')}
        message={t('users.account.confirm', { name: user.name })}
        confirmLabel={t('users.account.deactivate')}
        cancelLabel={t('users.confirm.cancel')}
        busy={update.isPending}
        onConfirm={() => setActive(false)}
        onCancel={() => setConfirming(false)}
      />
    </Paper>
  );
}
