import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import {
  Alert,
  Badge,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { USER_SEARCH_MAX_LENGTH } from '@club/shared/contract/users-constants';
import { MdSearch } from 'react-icons/md';
import { useUsers } from '../api/get-users';
import { roleLabel } from './role-label';

interface UserSearchProps {
  selectedId: number | null;
  onSelect: (id: number) => void;
}

/** Finds users by name or email as the manager types. */
export function UserSearch({ selectedId, onSelect }: UserSearchProps) {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const [debounced] = useDebouncedValue(q, 250);
  const users = useUsers(debounced);

  return (
    <Stack gap="sm">
      <TextInput
        label={t('users.search.label')}
        placeholder={t('users.search.placeholder')}
        value={q}
        onChange={(e) => setQ(e.currentTarget.value)}
        maxLength={USER_SEARCH_MAX_LENGTH}
        leftSection={<MdSearch aria-hidden />}
        rightSection={users.isFetching ? <Loader size={14} aria-label={t('app.loading')} /> : null}
        type="search"
      />
      {users.isError ? (
        <Alert color="oxblood" role="alert">
          {t('users.search.failed')}
        </Alert>
      ) : users.data && users.data.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('users.search.none')}
        </Text>
      ) : (
        <Stack
          gap={6}
          component="ul"
          aria-label={t('users.search.results')}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {(users.data ?? []).map((user) => {
            const selected = user.id === selectedId;
            return (
              <li key={user.id}>
                <UnstyledButton
                  onClick={() => onSelect(user.id)}
                  aria-current={selected ? 'true' : undefined}
                  w="100%"
                >
                  <Paper
                    withBorder
                    p="xs"
                    radius="sm"
                    bg={selected ? 'oxblood.0' : 'white'}
                    style={{ borderColor: selected ? 'var(--mantine-color-oxblood-7)' : undefined }}
                  >
                    <Group justify="space-between" wrap="nowrap" gap="xs">
                      <Stack gap={0} style={{ minWidth: 0 }}>
                        <Text fw={600} size="sm" truncate>
                          {user.name}
                        </Text>
                        <Text size="xs" c="dimmed" truncate>
                          {user.email}
                        </Text>
                      </Stack>
                      <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
                        <Badge
                          size="sm"
                          variant={user.role === 'user' ? 'outline' : 'light'}
                          color="oxblood"
                        >
                          {roleLabel(t, user.role)}
                        </Badge>
                        {!user.active ? (
                          <Badge size="sm" color="gray.8" variant="filled">
                            {t('users.account.inactiveBadge')}
                          </Badge>
                        ) : null}
                        <Text size="xs" c="dimmed">
                          {t('users.search.characters', { count: user.character_count })}
                        </Text>
                      </Stack>
                    </Group>
                  </Paper>
                </UnstyledButton>
              </li>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
