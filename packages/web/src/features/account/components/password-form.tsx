import { useState } from 'react';
import { Alert, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { notifications } from 'mantine-toast-store';
import { useTranslation } from '../../../i18n/use-translation';
import { PASSWORD_LIMITS } from '@club/shared/constants';
import type { User } from '@club/shared/contract/auth';
import { checkPassword, PASSWORD_PROBLEMS } from '@club/shared/rules/password-policy';
import { isApiError } from '../../../api/api-error';
import { useErrorMessage } from '../../../api/use-error-message';
import { useChangePassword } from '../api/change-password';

export function PasswordForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const change = useChangePassword();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<{ current?: string; next?: string; form?: string }>({});

  return (
    <Stack
      component="form"
      gap="xs"
      aria-label={t('account.password.title')}
      onSubmit={(event) => {
        event.preventDefault();
        const problem = next
          ? checkPassword({ password: next, email: user.email, name: user.name })
          : null;
        const found = {
          current: current ? undefined : t('account.required'),
          next: !next
            ? t('account.required')
            : problem
              ? t(PASSWORD_PROBLEMS[problem], { min: PASSWORD_LIMITS.minLength })
              : undefined,
        };
        setErrors(found);
        if (found.current || found.next) return;
        change.mutate(
          { current_password: current, password: next },
          {
            onSuccess: () => {
              setCurrent('');
              setNext('');
              notifications.show({ color: 'green', message: t('account.password.saved') });
            },
            onError: (failure) => {
              const message = errorMessage(failure, 'account.saveFailed');
              if (isApiError(failure) && failure.code === 'account.wrongPassword')
                setErrors({ current: message });
              else if (isApiError(failure) && failure.status === 400) setErrors({ next: message });
              else setErrors({ form: message });
            },
          },
        );
      }}
    >
      <PasswordInput
        label={t('account.password.current')}
        value={current}
        onChange={(event) => setCurrent(event.currentTarget.value)}
        maxLength={PASSWORD_LIMITS.maxLength}
        autoComplete="current-password"
        error={errors.current}
      />
      <PasswordInput
        label={t('account.password.new')}
        description={t('account.password.hint', { min: PASSWORD_LIMITS.minLength })}
        value={next}
        onChange={(event) => setNext(event.currentTarget.value)}
        maxLength={PASSWORD_LIMITS.maxLength}
        autoComplete="new-password"
        error={errors.next}
      />
      {errors.form ? (
        <Alert color="oxblood" variant="light" role="alert" p="xs">
          {errors.form}
        </Alert>
      ) : null}
      <Group>
        <Button type="submit" loading={change.isPending}>
          {t('account.password.save')}
        </Button>
      </Group>
    </Stack>
  );
}
