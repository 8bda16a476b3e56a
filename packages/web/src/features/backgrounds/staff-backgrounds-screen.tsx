import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { ScreenHeader } from '../../components/screen-header';
import { StaffWorkList } from '../../components/staff-work-list';
import { paths } from '../../config/paths';
import { useWaitingBackgrounds } from './api/get-waiting-backgrounds';
import { BackgroundStatusBadge } from './components/background-status-badge';
import { useDateTime } from './components/use-date-time';

/** Staff's list of backgrounds waiting for review (/staff/backgrounds), oldest first. */
export function StaffBackgroundsScreen() {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const query = useWaitingBackgrounds();
  return (
    <Stack gap="md" maw={900}>
      <ScreenHeader title={t('backgrounds.staff.title')} intro={t('backgrounds.staff.intro')} />
      <StaffWorkList
        id="waiting-backgrounds"
        title={t('backgrounds.staff.listTitle')}
        count={query.data?.backgrounds.length ?? null}
        status={query.status}
        loadFailedText={t('backgrounds.staff.loadFailed')}
        emptyText={t('backgrounds.staff.none')}
        rows={query.data?.backgrounds ?? []}
        rowKey={(row) => row.character_id}
        character={(row) => row.character_name}
        member={(row) => row.user_name}
        state={(row) => (
          <Stack gap={4}>
            <BackgroundStatusBadge status={row.status} />
            {row.submitted_at ? (
              <Text size="xs" c="dimmed">
                {t('backgrounds.staff.submittedAt', { date: dateTime(row.submitted_at) })}
              </Text>
            ) : null}
          </Stack>
        )}
        actions={(row) => (
          <Anchor
            component={Link}
            className="club-tap"
            to={paths.characters.background(row.character_id)}
            size="sm"
          >
            {t('backgrounds.staff.read', { name: row.character_name })}
          </Anchor>
        )}
      />
    </Stack>
  );
}
