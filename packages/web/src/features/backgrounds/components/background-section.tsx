import { useEffect, useRef } from 'react';
import { Alert, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { isBackgroundEditable } from '@club/shared/contract/backgrounds-constants';
import { canReviewPlayerWriting, canWriteBackground } from '@club/shared/rules/permissions';
import { useErrorMessage } from '../../../api/use-error-message';
import { DocumentBody } from '../../../components/document-body';
import { useSession } from '../../../lib/session';
import { useBackground } from '../api/get-background';
import { BackgroundEditor } from './background-editor';
import { BackgroundReviewForm } from './background-review-form';
import { BackgroundStatusBadge } from './background-status-badge';
import { useDateTime } from './use-date-time';

export interface ThreadCharacter {
  id: number;
  user_id: number;
  name: string;
}

/**
 * A character's background: its state, the owner's editor while it may change, the text
 * as it reads otherwise, staff's last answer, and staff's review form.
 */
export function BackgroundSection({
  character,
  focus = false,
}: {
  character: ThreadCharacter;
  /** Scroll to the section (the page was opened from a link to the background). */
  focus?: boolean;
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const { user } = useSession();
  const query = useBackground(character.id);
  const ref = useRef<HTMLElement>(null);
  const dateTime = useDateTime();
  const ready = query.isSuccess;

  useEffect(() => {
    if (focus && ready) ref.current?.scrollIntoView({ block: 'start' });
  }, [focus, ready]);

  const owner = user ? canWriteBackground(user, character) : false;
  const staff = canReviewPlayerWriting(user?.role);

  return (
    <Paper
      withBorder
      p={{ base: 'sm', sm: 'md' }}
      radius="md"
      component="section"
      aria-labelledby="background-title"
      id="background"
      ref={ref}
    >
      <Stack gap="sm">
        <Group gap="xs" wrap="wrap">
          <Title order={2} size="h3" id="background-title">
            {t('backgrounds.title')}
          </Title>
          {query.data ? <BackgroundStatusBadge status={query.data.status} /> : null}
        </Group>
        {query.isPending ? (
          <Loader size="sm" aria-label={t('app.loading')} />
        ) : query.isError ? (
          <Text c="red.8">{errorMessage(query.error, 'backgrounds.loadFailed')}</Text>
        ) : (
          <>
            {query.data.review_comment && query.data.reviewed_at ? (
              <Alert
                color={query.data.status === 'changes_requested' ? 'oxblood' : 'green'}
                variant="light"
                p="xs"
                title={t(
                  query.data.status === 'changes_requested'
                    ? 'backgrounds.answer.changesRequested'
                    : 'backgrounds.answer.comment',
                  {
                    name: query.data.reviewed_by_name ?? t('backgrounds.formerMember'),
                    date: dateTime(query.data.reviewed_at),
                  },
                )}
              >
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {query.data.review_comment}
                </Text>
              </Alert>
            ) : null}
            {owner && isBackgroundEditable(query.data.status) ? (
              <BackgroundEditor key={query.data.status} background={query.data} />
            ) : query.data.text.trim() ? (
              <DocumentBody source={query.data.text} titleLevel={2} />
            ) : (
              <Text c="dimmed">{t('backgrounds.notWritten')}</Text>
            )}
            {owner && query.data.status === 'submitted' ? (
              <Text size="sm" c="dimmed">
                {t('backgrounds.waitingForStaff', {
                  date: query.data.submitted_at ? dateTime(query.data.submitted_at) : '',
                })}
              </Text>
            ) : null}
            {staff && (query.data.status === 'submitted' || query.data.status === 'approved') ? (
              <BackgroundReviewForm background={query.data} />
            ) : null}
          </>
        )}
      </Stack>
    </Paper>
  );
}
