import { useMemo, useState } from 'react';
import {
  Button,
  Container,
  Group,
  NativeSelect,
  NumberInput,
  Pagination,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { LuDatabase } from 'react-icons/lu';
import { Link } from 'react-router';
import { AUDIT_PAGE } from '@club/shared/constants';
import type { AuditQuery } from '@club/shared/contract/audit';
import { canShareRules, readableAuditEntities } from '@club/shared/rules/permissions';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { ScreenHeader } from '../../components/screen-header';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import { useAudit } from './api/get-audit';
import { AuditEntryCard } from './components/audit-entry';

interface Filters {
  entity: string;
  entity_id: number | '';
  actor_id: string;
  from: string;
  to: string;
}

const NO_FILTERS: Filters = { entity: '', entity_id: '', actor_id: '', from: '', to: '' };

export interface AuditScreenProps {
  /** Whom the log can be filtered by (the users, composed in app/). */
  people?: readonly { id: number; name: string; email: string }[];
}

/**
 * /audit: who changed what and when, newest first. The board reads every rules and user
 * change; admins the user-management part. Read only: nothing here changes a row.
 */
export function AuditScreen({ people = [] }: AuditScreenProps) {
  const { t } = useTranslation();
  const role = useSession().user?.role;
  const entities = readableAuditEntities(role);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);

  const query = useMemo<AuditQuery>(
    () => ({
      entity: (filters.entity || undefined) as AuditQuery['entity'],
      entity_id: filters.entity_id === '' ? undefined : filters.entity_id,
      actor_id: filters.actor_id ? Number(filters.actor_id) : undefined,
      from: filters.from || undefined,
      to: filters.to || undefined,
      limit: AUDIT_PAGE.defaultLimit,
      offset: (page - 1) * AUDIT_PAGE.defaultLimit,
    }),
    [filters, page],
  );
  const audit = useAudit(query);
  const pages = Math.max(1, Math.ceil((audit.data?.total ?? 0) / AUDIT_PAGE.defaultLimit));

  const set = <K extends keyof Filters>(field: K, value: Filters[K]) => {
    setFilters((current) => ({ ...current, [field]: value }));
    setPage(1);
  };

  return (
    <Container size="xl" py="lg">
      <ScreenHeader
        title={t('audit.title')}
        intro={t(entities.includes('race') ? 'audit.introBoard' : 'audit.introAdmin')}
      >
        {canShareRules(role) && (
          <Button
            component={Link}
            to={paths.manage.rulesData}
            variant="light"
            leftSection={<LuDatabase aria-hidden />}
          >
            {t('nav.rulesData')}
          </Button>
        )}
      </ScreenHeader>

      <Paper
        withBorder
        radius="md"
        p="md"
        mb="lg"
        component="section"
        aria-label={t('audit.filters')}
      >
        <SimpleGrid cols={{ base: 2, md: 5 }} spacing="sm">
          <NativeSelect
            label={t('audit.entity')}
            value={filters.entity}
            onChange={(event) => set('entity', event.currentTarget.value)}
            data={[
              { value: '', label: t('audit.allEntities') },
              ...entities.map((entity) => ({
                value: entity,
                label: t(`audit.entities.${entity}`),
              })),
            ]}
          />
          <NumberInput
            label={t('audit.entityId')}
            value={filters.entity_id}
            onChange={(value) => set('entity_id', typeof value === 'number' ? value : '')}
            min={1}
            allowNegative={false}
            allowDecimal={false}
          />
          <NativeSelect
            label={t('audit.person')}
            value={filters.actor_id}
            onChange={(event) => set('actor_id', event.currentTarget.value)}
            data={[
              { value: '', label: t('audit.everyone') },
              ...people.map((user) => ({
                value: String(user.id),
                label: `${user.name} (${user.email})`,
              })),
            ]}
          />
          <TextInput
            type="date"
            label={t('audit.from')}
            value={filters.from}
            onChange={(event) => set('from', event.currentTarget.value)}
          />
          <TextInput
            type="date"
            label={t('audit.to')}
            value={filters.to}
            onChange={(event) => set('to', event.currentTarget.value)}
          />
        </SimpleGrid>
        <Group justify="space-between" mt="sm">
          <Text size="sm" c="dimmed" role="status">
            {audit.data ? t('audit.count', { count: audit.data.total }) : ' '}
          </Text>
          <Button
            variant="subtle"
            size="xs"
            onClick={() => {
              setFilters(NO_FILTERS);
              setPage(1);
            }}
          >
            {t('audit.clearFilters')}
          </Button>
        </Group>
      </Paper>

      {audit.isPending ? (
        <Text c="dimmed">{t('manage.loading')}</Text>
      ) : audit.isError ? (
        <LoadError message={t('audit.loadFailed')} onRetry={() => void audit.refetch()} />
      ) : audit.data.items.length === 0 ? (
        <EmptyState message={t('audit.empty')} />
      ) : (
        <Stack gap="md">
          <Stack
            component="ol"
            gap="sm"
            aria-label={t('audit.listLabel')}
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
          >
            {audit.data.items.map((entry) => (
              <AuditEntryCard key={entry.id} entry={entry} />
            ))}
          </Stack>
          {pages > 1 && (
            <Group justify="center">
              <Pagination
                total={pages}
                value={page}
                onChange={setPage}
                siblings={1}
                boundaries={1}
                getControlProps={(control) => ({
                  'aria-label': t(`audit.pageControls.${control}`),
                })}
                getItemProps={(n) => ({ 'aria-label': t('audit.pageNumber', { page: n }) })}
              />
            </Group>
          )}
        </Stack>
      )}
    </Container>
  );
}
