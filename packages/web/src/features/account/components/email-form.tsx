import { useState } from 'react';
import { Alert, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { PASSWORD_LIMITS, USER_LIMITS } from '@club/shared/constants';
import { ACCOUNT_LIMITS } from '@club/shared/contract/account-constants';
import type { User } from '@club/shared/contract/auth';
import { isApiError } from '../../../api/api-error';
import { useErrorMessage } from '../../../api/use-error-message';
import { useRequestEmailChange } from '../api/request-email-change';

/** A new address takes effect only when the member opens the link mailed to it. */
export function EmailForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const request = useRequestEmailChange();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string; form?: string }>({});
  const [sentTo, setSentTo] = useState<string | null>(null);

  return (
    <Stack
      component="form"
      gap="xs"
      aria-label={t('account.email.title')}
      onSubmit={(event) => {
        event.preventDefault();
        const found = {
          email: email.trim() ? undefined : t('account.required'),
          password: password ? undefined : t('account.required'),
        };
        setErrors(found);
        if (found.email || found.password) return;
        setSentTo(null);
        request.mutate(
          { email: email.trim(), password },
          {
            onSuccess: () => {
              setSentTo(email.trim());
              setEmail('');
              setPassword('');
            },
            onError: (failure) => {
              const message = errorMessage(failure, 'account.saveFailed');
              const field = isApiError(failure) ? failure.details[0]?.field : undefined;
              if (isApiError(failure) && failure.code === 'account.wrongPassword')
                setErrors({ password: message });
              else if (field === 'email' || (isApiError(failure) && failure.status === 409))
                setErrors({ email: message });
              else setErrors({ form: message });
            },
          },
        );
      }}
    >
      <TextInput label={t('account.email.current')} value={user.email} readOnly variant="filled" />
      <TextInput
        label={t('account.email.new')}
        type="email"
        value={email}
        onChange={(event) => setEmail(event.currentTarget.value)}
        maxLength={USER_LIMITS.emailMaxLength}
        autoComplete="email"
        error={errors.email}
      />
      <PasswordInput
        label={t('account.email.password')}
        description={t('account.email.passwordHint')}
        value={password}
        onChange={(event) => setPassword(event.currentTarget.value)}
        maxLength={PASSWORD_LIMITS.maxLength}
        autoComplete="current-password"
        error={errors.password}
      />
      {errors.form ? (
        <Alert color="oxblood" variant="light" role="alert" p="xs">
          {errors.form}
        </Alert>
      ) : null}
      {sentTo ? (
        <Alert
          color="green"
          variant="light"
          role="status"
          p="xs"
          title={t('account.email.sentTitle')}
        >
          {t('account.email.sent', { email: sentTo, hours: ACCOUNT_LIMITS.emailTokenHours })}
        </Alert>
      ) : null}
      <Group>
        <Button type="submit" loading={request.isPending}>
          {t('account.email.save')}
        </Button>
      </Group>
    </Stack>
  );
}
