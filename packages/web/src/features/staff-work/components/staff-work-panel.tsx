import { Anchor, Badge, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { STAFF_WORK_KINDS } from '@club/shared/contract/staff-work-constants';
import { canSeeStaffWork } from '@club/shared/rules/permissions';
import { useSession } from '../../../lib/session';
import { useStaffWork } from '../api/get-staff-work';

/** The dashboard's list of what waits for staff: a count and a link for each kind of work. */
export function StaffWorkPanel() {
  const { t } = useTranslation();
  const { user } = useSession();
  const work = useStaffWork();
  if (!canSeeStaffWork(user?.role)) return null;

  return (
    <Paper
      withBorder
      p={{ base: 'sm', sm: 'md' }}
      mb="md"
      radius="md"
      component="section"
      aria-labelledby="staff-work-title"
    >
      <Stack gap="xs">
        <Group gap="xs">
          <Title order={2} size="h3" id="staff-work-title">
            {t('staffWork.title')}
          </Title>
          {work.data ? (
            <Badge color={work.data.total > 0 ? 'oxblood' : 'gray'} variant="light">
              {work.data.total}
            </Badge>
          ) : null}
        </Group>
        {work.isPending ? (
          <Loader size="sm" aria-label={t('app.loading')} />
        ) : work.isError ? (
          <Text c="red.8">{t('staffWork.loadFailed')}</Text>
        ) : work.data.total === 0 ? (
          <Text c="dimmed" size="sm">
            {t('staffWork.nothing')}
          </Text>
        ) : null}
        {work.data ? (
          <ul
            aria-labelledby="staff-work-title"
            style={{
              listStyle: 'none',
              padding: 0,
              margin: 0,
              display: 'grid',
              gap: 'var(--mantine-spacing-xs)',
              gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
            }}
          >
            {STAFF_WORK_KINDS.map((kind) => {
              const item = work.data[kind];
              return (
                <li key={kind}>
                  <Anchor
                    component={Link}
                    to={item.link}
                    underline="never"
                    display="block"
                    p="xs"
                    style={{
                      border: '1px solid var(--mantine-color-default-border)',
                      borderRadius: 'var(--mantine-radius-sm)',
                    }}
                  >
                    <Group justify="space-between" wrap="nowrap" gap="xs">
                      <Text size="sm" c="var(--mantine-color-text)">
                        {t(`staffWork.kinds.${kind}`)}
                      </Text>
                      <Badge color={item.count > 0 ? 'oxblood' : 'gray'} variant="light">
                        {item.count}
                      </Badge>
                    </Group>
                  </Anchor>
                </li>
              );
            })}
          </ul>
        ) : null}
      </Stack>
    </Paper>
  );
}
