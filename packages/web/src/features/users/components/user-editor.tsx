import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from 'mantine-toast-store';
import { ROLES, USER_LIMITS, type Role } from '@club/shared/constants';
import type { UserDetail, UserUpdate } from '@club/shared/contract/users';
import { canAssignRoles } from '@club/shared/rules/permissions';
import { useErrorMessage } from '../../../api/use-error-message';
import { useSession } from '../../../lib/session';
import { useUpdateUser } from '../api/update-user';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { roleLabel } from './role-label';

/**
 * A user's details: name, email and permission for conflict classes. The role control is
 * there only for bestyrelse, the one role allowed to change roles.
 */
export function UserEditor({ user }: { user: UserDetail }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const session = useSession();
  const mayAssignRoles = canAssignRoles(session.user?.role);
  const update = useUpdateUser();
  const [name, setName] = useState(user.name);
  const [email, setEmail] = useState(user.email);
  const [conflictAllowed, setConflictAllowed] = useState(user.conflict_allowed === 1);
  const [role, setRole] = useState<Role>(user.role);
  const [error, setError] = useState<string | null>(null);
  const [missing, setMissing] = useState<{ name: boolean; email: boolean }>({
    name: false,
    email: false,
  });
  const [confirming, setConfirming] = useState(false);

  const changes: UserUpdate = {};
  if (name.trim() !== user.name) changes.name = name.trim();
  if (email.trim().toLowerCase() !== user.email.toLowerCase()) changes.email = email.trim();
  if (conflictAllowed !== (user.conflict_allowed === 1))
    changes.conflict_allowed = conflictAllowed ? 1 : 0;
  if (mayAssignRoles && role !== user.role) changes.role = role;
  const changed = Object.keys(changes).length > 0;

  const send = () => {
    setError(null);
    update.mutate(
      { id: user.id, ...changes },
      {
        onSuccess: () => {
          setConfirming(false);
          notifications.show({
            color: 'green',
            message: t('users.editor.saved', { name: name.trim() }),
          });
        },
        onError: (failure) => {
          setConfirming(false);
          setError(errorMessage(failure, 'users.editor.saveFailed'));
        },
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const empty = { name: name.trim() === '', email: email.trim() === '' };
    setMissing(empty);
    if (empty.name || empty.email) return;
    if (!changed) return;
    if (changes.role) setConfirming(true);
    else send();
  };

  return (
    <Paper
      withBorder
      p={{ base: 'sm', sm: 'md' }}
      radius="md"
      component="section"
      aria-labelledby="user-editor-title"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={3} id="user-editor-title">
            {t('users.editor.title')}
          </Title>
          <TextInput
            label={t('users.editor.name')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={USER_LIMITS.nameMaxLength}
            error={missing.name ? t('common.required') : undefined}
            required
          />
          <TextInput
            label={t('users.editor.email')}
            type="email"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            maxLength={USER_LIMITS.emailMaxLength}
            error={missing.email ? t('common.required') : undefined}
            required
          />
          <Switch
            label={t('users.editor.conflictAllowed')}
            description={t('users.editor.conflictHint')}
            checked={conflictAllowed}
            onChange={(e) => setConflictAllowed(e.currentTarget.checked)}
          />
          {mayAssignRoles ? (
            <NativeSelect
              label={t('users.editor.role')}
              description={user.id === session.user?.id ? t('users.editor.ownRoleHint') : undefined}
              value={role}
              onChange={(e) => setRole(e.currentTarget.value as Role)}
              data={ROLES.map((r) => ({ value: r, label: roleLabel(t, r) }))}
            />
          ) : (
            <Text size="sm">
              <Text span fw={600}>
                {t('users.editor.role')}:
              </Text>{' '}
              {roleLabel(t, user.role)}
            </Text>
          )}
          {error ? (
            <Alert color="oxblood" role="alert">
              {error}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" disabled={!changed} loading={update.isPending && !confirming}>
              {t('users.editor.save')}
            </Button>
          </Group>
        </Stack>
      </form>
      <ConfirmDialog
        opened={confirming}
        title={t('users.editor.confirmRoleTitle')}
        message={t('users.editor.confirmRole', { name: user.name, role: roleLabel(t, role) })}
        confirmLabel={t('users.editor.confirmRoleButton')}
        tone="neutral"
        cancelLabel={t('users.confirm.cancel')}
        busy={update.isPending}
        onConfirm={send}
        onCancel={() => setConfirming(false)}
      />
    </Paper>
  );
}
