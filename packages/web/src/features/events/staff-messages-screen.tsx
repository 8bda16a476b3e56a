import { useState } from 'react';
import { Anchor, Button, Modal, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { EventThread } from '@club/shared/contract/events';
import { useErrorMessage } from '../../api/use-error-message';
import { ScreenHeader } from '../../components/screen-header';
import { StaffWorkList } from '../../components/staff-work-list';
import { paths } from '../../config/paths';
import { useTranslation } from '../../i18n/use-translation';
import { useDateFormat } from '../../lib/date-format';
import { useEventThreads } from './api/get-event-threads';
import { SignupThread } from './components/signup-thread';

/**
 * Staff's list of members' messages about their sign-ups that wait for an answer
 * (/staff/messages), oldest first; any organizer answers in the member's thread.
 */
export function StaffMessagesScreen() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const format = useDateFormat();
  const threads = useEventThreads();
  const [open, setOpen] = useState<EventThread | null>(null);
  return (
    <Stack gap="md" maw={900}>
      <ScreenHeader title={t('eventMessages.staff.title')} intro={t('eventMessages.staff.intro')} />
      <StaffWorkList
        id="waiting-messages"
        title={t('eventMessages.staff.listTitle')}
        count={threads.data?.threads.length ?? null}
        status={threads.status}
        loadFailedText={errorMessage(threads.error, 'eventMessages.loadFailed')}
        emptyText={t('eventMessages.staff.none')}
        rows={threads.data?.threads ?? []}
        rowKey={(row) => row.signup_id}
        character={(row) => row.user_name}
        member={(row) => (
          <Anchor component={Link} to={paths.events.details(row.event_id)} size="sm">
            {row.event_title}
          </Anchor>
        )}
        state={(row) => (
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {row.character_name
                ? t('eventMessages.staff.wroteAs', {
                    at: format.dateTime(row.last_at),
                    character: row.character_name,
                  })
                : t('eventMessages.staff.wrote', { at: format.dateTime(row.last_at) })}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {row.last_body}
            </Text>
          </Stack>
        )}
        actions={(row) => (
          <Button
            size="xs"
            onClick={() => setOpen(row)}
            aria-label={t('eventMessages.staff.answerTo', { name: row.user_name })}
          >
            {t('eventMessages.answer')}
          </Button>
        )}
      />
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        centered
        size="lg"
        title={open ? t('eventMessages.threadWith', { name: open.user_name }) : ''}
      >
        {open ? <SignupThread eventId={open.event_id} signupId={open.signup_id} staff /> : null}
      </Modal>
    </Stack>
  );
}
