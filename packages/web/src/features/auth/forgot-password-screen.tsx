import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { UI_TIMINGS } from '@club/shared/constants';
import { useErrorMessage } from '../../api/use-error-message';
import { paths } from '../../config/paths';
import { useRequestPasswordReset } from './api/request-password-reset';
import { AuthCard } from './components/auth-card';
import { focusFirstProblem, problemText } from './components/problem-text';
import { checkEmail, type FieldProblem } from './validation';

/** SPEC.md 2.4: ask for a reset link by email. */
export function ForgotPasswordScreen() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<FieldProblem | undefined>();
  const [sent, setSent] = useState(false);

  // SPEC.md 4: a success message clears itself.
  useEffect(() => {
    if (!sent) return;
    const timer = window.setTimeout(() => setSent(false), UI_TIMINGS.successMessageMs);
    return () => window.clearTimeout(timer);
  }, [sent]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = checkEmail(email) ?? undefined;
    setProblem(found);
    if (found) {
      focusFirstProblem(event.currentTarget, ['email']);
      return;
    }
    setSent(false);
    request.mutate({ email: email.trim() }, { onSuccess: () => setSent(true) });
  };

  return (
    <AuthCard title={t('auth.forgot.title')} intro={t('auth.forgot.intro')}>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          {sent && (
            <Alert color="teal" variant="light" role="status">
              {/* The server's answer is the same fixed sentence for every address. */}
              {t('auth.forgot.sent')}
            </Alert>
          )}
          {request.isError && (
            <Alert color="red" variant="light">
              {errorMessage(request.error, 'auth.forgot.failed')}
            </Alert>
          )}
          <TextInput
            name="email"
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            value={email}
            error={problemText(t, problem)}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
          <Button type="submit" fullWidth size="md" disabled={request.isPending}>
            {request.isPending ? t('auth.pleaseWait') : t('auth.forgot.submit')}
          </Button>
          <Anchor component={Link} to={paths.auth} ta="center">
            {t('auth.forgot.backToLogin')}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
