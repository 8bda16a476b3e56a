import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { PASSWORD_LIMITS, UI_TIMINGS } from '@club/shared/constants';
import { ERROR_CODES } from '@club/shared/contract/errors-constants';
import { HOUSEHOLD_ERROR_CODES } from '@club/shared/contract/household-constants';
import { isApiError } from '../../api/api-error';
import { useErrorMessage } from '../../api/use-error-message';
import { paths } from '../../config/paths';
import { useClaimOwnLogin } from './api/claim-own-login';
import { useResetPassword } from './api/reset-password';
import { AuthCard } from './components/auth-card';
import { focusFirstProblem, problemText } from './components/problem-text';
import { checkNewPassword, type FieldProblem } from './validation';

/** SPEC.md 2.5: choose a new password with the token from the mailed link. */
export function ResetPasswordScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  // The link in an invitation to a new account: the same screen, worded for a first password.
  const invitation = params.get('invite') === '1';
  // The link a guardian sent a household member to a login of their own.
  const ownLogin = params.get('own') === '1';
  const resetPassword = useResetPassword();
  const claimOwnLogin = useClaimOwnLogin();
  const reset = ownLogin ? claimOwnLogin : resetPassword;
  const badToken =
    isApiError(reset.error) &&
    (reset.error.code === ERROR_CODES.invalidResetToken ||
      reset.error.code === HOUSEHOLD_ERROR_CODES.invalidInvitation);
  const titleKey = ownLogin
    ? 'auth.reset.ownTitle'
    : invitation
      ? 'auth.reset.inviteTitle'
      : 'auth.reset.title';
  const introKey = ownLogin
    ? 'auth.reset.ownIntro'
    : invitation
      ? 'auth.reset.inviteIntro'
      : 'auth.reset.intro';
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<FieldProblem | undefined>();

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = window.setTimeout(
      () => void navigate(paths.login, { replace: true }),
      UI_TIMINGS.resetRedirectMs,
    );
    return () => window.clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = checkNewPassword(password) ?? undefined;
    setProblem(found);
    if (found) focusFirstProblem(event.currentTarget, ['password']);
    if (found || !token) return;
    reset.mutate({ token, password });
  };

  if (!token) {
    return (
      <AuthCard title={t('auth.reset.title')}>
        <Alert color="red" variant="light">
          {t('auth.reset.missingToken')}
        </Alert>
        <Group justify="space-between">
          <Anchor component={Link} to={paths.forgotPassword}>
            {t('auth.reset.requestNew')}
          </Anchor>
          <Anchor component={Link} to={paths.auth}>
            {t('auth.forgot.backToLogin')}
          </Anchor>
        </Group>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t(titleKey)} intro={t(introKey)}>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          {reset.isSuccess && (
            <Alert color="teal" variant="light" role="status">
              {t(ownLogin ? 'auth.reset.ownDone' : 'auth.reset.done')} {t('auth.reset.redirecting')}
            </Alert>
          )}
          {reset.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(reset.error, 'auth.forgot.failed')}
              {badToken && (
                <>
                  {' '}
                  <Anchor component={Link} to={paths.forgotPassword} inherit fw={700}>
                    {t('auth.reset.requestNew')}
                  </Anchor>
                </>
              )}
            </Alert>
          )}
          <PasswordInput
            name="password"
            label={t('auth.newPassword')}
            description={t('auth.passwordHint', { min: PASSWORD_LIMITS.minLength })}
            autoComplete="new-password"
            required
            maxLength={PASSWORD_LIMITS.maxLength}
            value={password}
            error={problemText(t, problem)}
            onChange={(event) => setPassword(event.currentTarget.value)}
            visibilityToggleButtonProps={{ 'aria-label': t('auth.showPassword') }}
          />
          <Button type="submit" fullWidth size="md" disabled={reset.isPending || reset.isSuccess}>
            {reset.isPending ? t('auth.pleaseWait') : t('auth.reset.submit')}
          </Button>
          <Anchor component={Link} to={paths.auth} ta="center">
            {t('auth.forgot.backToLogin')}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
