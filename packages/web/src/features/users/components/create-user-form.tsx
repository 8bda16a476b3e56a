import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Alert, Button, Group, Modal, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from 'mantine-toast-store';
import { ROLES, USER_LIMITS, type Role } from '@club/shared/constants';
import { canCreateAccountWithRole } from '@club/shared/rules/permissions';
import { useErrorMessage } from '../../../api/use-error-message';
import { useSession } from '../../../lib/session';
import { useCreateUser } from '../api/create-user';
import { roleLabel } from './role-label';

const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A new member's account: name, email and role. The member gets a mail with a link to choose
 * a password. Staff roles are offered only to the board.
 */
export function CreateUserDialog({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (id: number) => void;
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const session = useSession();
  const create = useCreateUser();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('user');
  const [errors, setErrors] = useState<{ name?: string; email?: string; form?: string }>({});
  const roles = ROLES.filter((r) => canCreateAccountWithRole(session.user?.role, r));

  const close = () => {
    setName('');
    setEmail('');
    setRole('user');
    setErrors({});
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (name.trim() === '') found.name = t('common.required');
    if (email.trim() === '') found.email = t('common.required');
    else if (!EMAIL_FORMAT.test(email.trim())) found.email = t('users.create.emailFormat');
    setErrors(found);
    if (found.name || found.email) return;
    create.mutate(
      { name: name.trim(), email: email.trim(), role },
      {
        onSuccess: (user) => {
          notifications.show({
            color: 'green',
            message: t('users.create.created', { name: user.name, email: user.email }),
          });
          close();
          onCreated(user.id);
        },
        onError: (failure) => setErrors({ form: errorMessage(failure, 'users.create.failed') }),
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title={t('users.create.title')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t('users.create.intro')}</Text>
          <TextInput
            label={t('users.editor.name')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={USER_LIMITS.nameMaxLength}
            error={errors.name}
            required
            data-autofocus
          />
          <TextInput
            label={t('users.editor.email')}
            type="email"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            maxLength={USER_LIMITS.emailMaxLength}
            error={errors.email}
            required
          />
          <NativeSelect
            label={t('users.editor.role')}
            description={roles.length === 1 ? t('users.create.onlyBoardStaff') : undefined}
            value={role}
            onChange={(e) => setRole(e.currentTarget.value as Role)}
            data={roles.map((r) => ({ value: r, label: roleLabel(t, r) }))}
          />
          {errors.form ? (
            <Alert color="oxblood" role="alert">
              {errors.form}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('users.confirm.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('users.create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
