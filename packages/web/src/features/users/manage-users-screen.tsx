import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import {
  Alert,
  Badge,
  Button,
  Container,
  Grid,
  Group,
  Loader,
  Paper,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import { LuPrinter } from 'react-icons/lu';
import type { UserDetail } from '@club/shared/contract/users';
import { paths } from '../../config/paths';
import { useUser } from './api/get-user';
import { CharacterAdminCard } from './components/character-admin-card';
import { roleLabel } from './components/role-label';
import { UserEditor } from './components/user-editor';
import { UserSearch } from './components/user-search';
import { BulkXpAward } from './components/bulk-xp-award';
import { AccountPanel } from './components/account-panel';
import { CreateUserDialog } from './components/create-user-form';
import { LuUserPlus } from 'react-icons/lu';

export interface ManageUsersScreenProps {
  /** The review tab's content: the needs-review work list (composed in app/). */
  reviewPanel?: ReactNode;
  /** The requests tab's content: the change-request work list (composed in app/). */
  requestsPanel?: ReactNode;
}

/**
 * User management (admin, superadmin, bestyrelse): find a user, edit their details, and
 * look after their characters: XP, unlocking the sheet, organizer abilities.
 */
export function ManageUsersScreen({ reviewPanel, requestsPanel }: ManageUsersScreenProps) {
  const { t } = useTranslation();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [tab, setTab] = useState('users');
  const user = useUser(selectedId);
  const detailRef = useRef<HTMLDivElement>(null);
  const [creating, setCreating] = useState(false);

  useEffect(() => {
    // On a phone the details sit below the list; bring them into view when chosen.
    if (selectedId !== null && window.matchMedia?.('(max-width: 62em)').matches) {
      detailRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    }
  }, [selectedId]);

  return (
    <Container size="xl" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={1}>{t('users.title')}</Title>
          <Group gap="sm" wrap="wrap">
            <Button
              component={Link}
              to={paths.print.characters}
              variant="default"
              leftSection={<LuPrinter aria-hidden />}
            >
              {t('print.bulkTitle')}
            </Button>
            <Button
              leftSection={<LuUserPlus size={18} aria-hidden />}
              onClick={() => setCreating(true)}
            >
              {t('users.create.open')}
            </Button>
          </Group>
        </Group>
        <CreateUserDialog
          opened={creating}
          onClose={() => setCreating(false)}
          onCreated={(id) => {
            setTab('users');
            setSelectedId(id);
          }}
        />
        <Tabs value={tab} onChange={(value) => setTab(value ?? 'users')} keepMounted={false}>
          <Tabs.List mb="md" className="club-tabs-row">
            <Tabs.Tab value="users">{t('users.tabs.users')}</Tabs.Tab>
            <Tabs.Tab value="review">{t('users.tabs.review')}</Tabs.Tab>
            <Tabs.Tab value="requests">{t('users.tabs.requests')}</Tabs.Tab>
            <Tabs.Tab value="xp">{t('users.tabs.xp')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="review">{reviewPanel}</Tabs.Panel>
          <Tabs.Panel value="requests">{requestsPanel}</Tabs.Panel>
          <Tabs.Panel value="xp">
            <BulkXpAward />
          </Tabs.Panel>
          <Tabs.Panel value="users">
            <Grid gutter="md">
              <Grid.Col span={{ base: 12, md: 5 }}>
                <Paper
                  withBorder
                  p={{ base: 'sm', sm: 'md' }}
                  radius="md"
                  component="section"
                  aria-labelledby="users-find"
                >
                  <Title order={2} size="h3" id="users-find" mb="xs">
                    {t('users.search.title')}
                  </Title>
                  <UserSearch selectedId={selectedId} onSelect={setSelectedId} />
                </Paper>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 7 }}>
                <div ref={detailRef} style={{ scrollMarginTop: 80 }}>
                  {selectedId === null ? (
                    <Paper withBorder p="lg" radius="md">
                      <Text c="dimmed">{t('users.pickUser')}</Text>
                    </Paper>
                  ) : user.isPending ? (
                    <Loader aria-label={t('app.loading')} />
                  ) : user.isError ? (
                    <Alert color="oxblood" role="alert">
                      {t('users.loadFailed')}
                    </Alert>
                  ) : (
                    <UserDetails key={user.data.id} user={user.data} />
                  )}
                </div>
              </Grid.Col>
            </Grid>
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}

function UserDetails({ user }: { user: UserDetail }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Group gap="xs" wrap="wrap">
        <Title order={2} style={{ overflowWrap: 'break-word' }}>
          {user.name}
        </Title>
        <Badge color="oxblood" variant="light">
          {roleLabel(t, user.role)}
        </Badge>
        {!user.active ? (
          <Badge color="gray.8" variant="filled">
            {t('users.account.inactiveBadge')}
          </Badge>
        ) : null}
      </Group>
      <UserEditor
        key={`${user.id}-${user.name}-${user.email}-${user.role}-${user.conflict_allowed}`}
        user={user}
      />
      <AccountPanel user={user} />
      <section aria-labelledby="user-characters">
        <Title order={3} id="user-characters" mb="xs">
          {t('users.characters.title', { count: user.characters.length })}
        </Title>
        {user.characters.length === 0 ? (
          <Text c="dimmed">{t('users.characters.none')}</Text>
        ) : (
          <Stack gap="sm">
            {user.characters.map((character) => (
              <CharacterAdminCard key={character.id} character={character} />
            ))}
          </Stack>
        )}
      </section>
    </Stack>
  );
}
