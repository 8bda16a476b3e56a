import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button, Group } from '@mantine/core';
import { notifications } from 'mantine-toast-store';
import { Link } from 'react-router';
import type { Event } from '@club/shared/contract/events';
import { useErrorMessage } from '../../../api/use-error-message';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { paths } from '../../../config/paths';
import { useUpdateEvent } from '../api/update-event';

/** The board edits, publishes and cancels an event (a settled one stays as it was). */
export function BoardActions({ event }: { event: Event }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const update = useUpdateEvent(event.id);
  const [confirm, setConfirm] = useState<'publish' | 'cancel' | null>(null);
  if (event.status === 'settled' || event.status === 'cancelled') return null;
  const signedUp = event.counts.player + event.counts.crew + event.counts.waitlist;

  const run = (action: 'publish' | 'cancel') =>
    update.mutate(
      { status: action === 'publish' ? 'published' : 'cancelled' },
      {
        onSuccess: () => {
          setConfirm(null);
          notifications.show({ color: 'green', message: t(`events.board.${action}Done`) });
        },
      },
    );

  return (
    <Group gap="sm" wrap="wrap">
      <Button component={Link} to={paths.events.edit(event.id)} variant="outline">
        {t('events.board.edit')}
      </Button>
      {event.status === 'draft' ? (
        <Button onClick={() => setConfirm('publish')}>{t('events.board.publish')}</Button>
      ) : null}
      <Button variant="default" onClick={() => setConfirm('cancel')}>
        {t('events.board.cancel')}
      </Button>
      <ConfirmDialog
        opened={confirm !== null}
        title={
          confirm === 'publish' ? t('events.board.publishTitle') : t('events.board.cancelTitle')
        }
        message={
          confirm === 'publish'
            ? t('events.board.publishMessage')
            : t('events.board.cancelMessage', { count: signedUp })
        }
        confirmLabel={
          confirm === 'publish' ? t('events.board.publishConfirm') : t('events.board.cancelConfirm')
        }
        cancelLabel={confirm === 'publish' ? t('common.cancel') : t('events.board.keep')}
        tone={confirm === 'publish' ? 'neutral' : 'danger'}
        busy={update.isPending}
        error={update.isError ? errorMessage(update.error) : null}
        onCancel={() => {
          update.reset();
          setConfirm(null);
        }}
        onConfirm={() => confirm && run(confirm)}
      />
    </Group>
  );
}
