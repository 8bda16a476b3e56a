import { useState, type FormEvent } from 'react';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { PASSWORD_LIMITS, USER_LIMITS } from '@club/shared/constants';
import { useErrorMessage } from '../../../api/use-error-message';
import { paths } from '../../../config/paths';
import { useSignUp } from '../api/sign-up';
import {
  checkEmail,
  checkName,
  checkNewPassword,
  findProblems,
  type Problems,
} from '../validation';
import { focusFirstProblem, problemText } from './problem-text';

type Field = 'name' | 'email' | 'password';

export function SignupForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const signup = useSignUp();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<Problems<Field>>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = findProblems<Field>({
      name: checkName(name),
      email: checkEmail(email),
      password: checkNewPassword(password, { email, name }),
    });
    setProblems(found);
    if (Object.keys(found).length > 0) {
      focusFirstProblem(event.currentTarget, Object.keys(found));
      return;
    }
    signup.mutate(
      { name: name.trim(), email: email.trim(), password },
      { onSuccess: () => void navigate(paths.dashboard, { replace: true }) },
    );
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        {signup.isError && (
          <Alert color="red" variant="light">
            {errorMessage(signup.error)}
          </Alert>
        )}
        <TextInput
          name="name"
          label={t('auth.name')}
          autoComplete="name"
          required
          maxLength={USER_LIMITS.nameMaxLength}
          value={name}
          error={problemText(t, problems.name)}
          onChange={(event) => setName(event.currentTarget.value)}
        />
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
          description={t('auth.passwordHint', { min: PASSWORD_LIMITS.minLength })}
          autoComplete="new-password"
          required
          maxLength={PASSWORD_LIMITS.maxLength}
          value={password}
          error={problemText(t, problems.password)}
          onChange={(event) => setPassword(event.currentTarget.value)}
          visibilityToggleButtonProps={{ 'aria-label': t('auth.showPassword') }}
        />
        <Button type="submit" fullWidth size="md" disabled={signup.isPending}>
          {signup.isPending ? t('auth.pleaseWait') : t('auth.signup')}
        </Button>
      </Stack>
    </form>
  );
}
