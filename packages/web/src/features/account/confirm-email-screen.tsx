import { useEffect, useRef } from 'react';
import { Alert, Anchor, Loader, Stack, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { useErrorMessage } from '../../api/use-error-message';
import { paths } from '../../config/paths';
import { useAction } from '../../lib/use-action';
import { getSession, setSessionUser } from '../../lib/session';
import { confirmEmail } from './api/confirm-email';

/**
 * The link of the email-change mail (/account/confirm-email?token=…): sets the new
 * address. It works logged in or not, on whichever device the mail was opened.
 */
export function ConfirmEmailScreen() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useAction(confirmEmail, {
    onSuccess: ({ user }) => {
      if (getSession().user?.id === user.id) setSessionUser(user);
    },
  });
  const sent = useRef(false);

  useEffect(() => {
    // Once: the token is single use, and a second call would be refused.
    if (!token || sent.current) return;
    sent.current = true;
    confirm.mutate({ token });
  }, [token, confirm]);

  const loggedIn = getSession().user !== null;
  return (
    <Stack gap="md" maw={560} mx="auto">
      <Title order={1}>{t('account.confirmEmail.title')}</Title>
      {!token ? (
        <Alert color="oxblood" variant="light" role="alert">
          {t('account.invalidEmailToken')}
        </Alert>
      ) : confirm.isSuccess ? (
        <Alert color="green" variant="light" role="status">
          {t('account.confirmEmail.done', { email: confirm.data?.user.email ?? '' })}
        </Alert>
      ) : confirm.isError ? (
        <Alert color="oxblood" variant="light" role="alert">
          {errorMessage(confirm.error, 'account.confirmEmail.failed')}
        </Alert>
      ) : (
        <Loader aria-label={t('app.loading')} />
      )}
      <Anchor component={Link} className="club-tap" to={loggedIn ? paths.account : paths.auth}>
        {t(loggedIn ? 'account.confirmEmail.toAccount' : 'account.confirmEmail.toLogin')}
      </Anchor>
    </Stack>
  );
}
