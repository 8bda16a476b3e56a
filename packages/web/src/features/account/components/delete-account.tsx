import { useState } from 'react';
import { Alert, Button, Group, List, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { PASSWORD_LIMITS } from '@club/shared/constants';
import { isApiError } from '../../../api/api-error';
import { useErrorMessage } from '../../../api/use-error-message';
import { paths } from '../../../config/paths';
import { clearSession } from '../../../lib/session';
import { useDeleteAccount } from '../api/delete-account';

/**
 * "Slet min konto": what goes and what stays without a name, then a dialog that asks for
 * the password. Afterwards the member is logged out to the login screen.
 */
export function DeleteAccount() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const [opened, setOpened] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setOpened(false);
    setPassword('');
    setError(null);
  };

  const confirm = () => {
    if (!password) {
      setError(t('account.required'));
      return;
    }
    setError(null);
    remove.mutate(
      { password },
      {
        onSuccess: () => {
          // Whichever sends the page to the login first (the guard, or this), it says why.
          clearSession('deleted');
          queryClient.clear();
          void navigate(paths.auth, {
            replace: true,
            state: { notice: 'auth.accountDeleted' },
          });
        },
        onError: (failure) =>
          setError(
            isApiError(failure) && failure.code === 'account.wrongPassword'
              ? t('account.wrongPassword')
              : errorMessage(failure, 'account.delete.failed'),
          ),
      },
    );
  };

  return (
    <>
      <Text size="sm" fw={700}>
        {t('account.delete.goesTitle')}
      </Text>
      <List size="sm" spacing={2}>
        <List.Item>{t('account.delete.goesAccount')}</List.Item>
        <List.Item>{t('account.delete.goesCharacters')}</List.Item>
        <List.Item>{t('account.delete.goesSignups')}</List.Item>
        <List.Item>{t('account.delete.goesInbox')}</List.Item>
      </List>
      <Text size="sm" fw={700}>
        {t('account.delete.staysTitle')}
      </Text>
      <List size="sm" spacing={2}>
        <List.Item>{t('account.delete.staysXp')}</List.Item>
        <List.Item>{t('account.delete.staysAttendance')}</List.Item>
        <List.Item>{t('account.delete.staysAudit')}</List.Item>
      </List>
      <Text size="sm">{t('account.delete.exportFirst')}</Text>
      <Group>
        <Button color="red.9" variant="outline" onClick={() => setOpened(true)}>
          {t('account.delete.open')}
        </Button>
      </Group>
      <Modal opened={opened} onClose={close} title={t('account.delete.confirmTitle')} centered>
        <Stack
          gap="md"
          component="form"
          onSubmit={(event) => {
            event.preventDefault();
            confirm();
          }}
        >
          <Text>{t('account.delete.confirmText')}</Text>
          <PasswordInput
            label={t('account.delete.password')}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            maxLength={PASSWORD_LIMITS.maxLength}
            autoComplete="current-password"
            data-autofocus
          />
          {error ? (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('account.delete.cancel')}
            </Button>
            <Button type="submit" color="red.9" loading={remove.isPending}>
              {t('account.delete.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
