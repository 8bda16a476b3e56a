import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { useErrorMessage } from '../../../api/use-error-message';
import { paths } from '../../../config/paths';
import { returnTo } from '../../../lib/return-to';
import { useLogIn } from '../api/log-in';
import { checkEmail, checkRequired, findProblems, type Problems } from '../validation';
import { focusFirstProblem, problemText } from './problem-text';

type Field = 'email' | 'password';

export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const errorMessage = useErrorMessage();
  const login = useLogIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<Problems<Field>>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = findProblems<Field>({
      email: checkEmail(email),
      password: checkRequired(password),
    });
    setProblems(found);
    if (Object.keys(found).length > 0) {
      focusFirstProblem(event.currentTarget, Object.keys(found));
      return;
    }
    login.mutate(
      { email: email.trim(), password },
      // Back to the page that asked for the login (a scanned ticket), else the dashboard.
      {
        onSuccess: () =>
          void navigate(returnTo(location.state, paths.dashboard), { replace: true }),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        {login.isError && (
          <Alert color="red" variant="light">
            {errorMessage(login.error)}
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
          error={problemText(t, problems.email)}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <PasswordInput
          name="password"
          label={t('auth.password')}
          autoComplete="current-password"
          required
          value={password}
          error={problemText(t, problems.password)}
          onChange={(event) => setPassword(event.currentTarget.value)}
          visibilityToggleButtonProps={{ 'aria-label': t('auth.showPassword') }}
        />
        <Anchor component={Link} to={paths.forgotPassword} size="sm">
          {t('auth.forgotLink')}
        </Anchor>
        <Button type="submit" fullWidth size="md" disabled={login.isPending}>
          {login.isPending ? t('auth.pleaseWait') : t('auth.login')}
        </Button>
      </Stack>
    </form>
  );
}
