import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button, Stack, Text } from '@mantine/core';
import { notifications } from 'mantine-toast-store';
import type { Event, StaffSignup } from '@club/shared/contract/events';
import { useErrorMessage } from '../../../api/use-error-message';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useSettleEvent } from '../api/settle-event';
import { useNow } from '../hooks/use-now';

/**
 * What settling will award, counted as the server does: one row for each arrived,
 * confirmed sign-up that names a character; no-shows get nothing.
 */
export function settlementOf(signups: StaffSignup[]) {
  const awarded = signups.filter(
    (signup) =>
      signup.status === 'confirmed' &&
      signup.checked_in_at !== null &&
      signup.character_id !== null,
  );
  return {
    players: awarded.filter((signup) => signup.role === 'player').length,
    crew: awarded.filter((signup) => signup.role === 'crew').length,
  };
}

/**
 * "Afslut og uddel XP": offered once the event has begun (the server refuses it before),
 * and only after saying how many have checked in and who gets how much.
 */
export function SettleButton({ event, signups }: { event: Event; signups: StaffSignup[] }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const settle = useSettleEvent(event.id);
  const now = useNow();
  const [open, setOpen] = useState(false);
  if (event.status !== 'published' || Date.parse(event.starts_at) > now) return null;
  const { players, crew } = settlementOf(signups);
  const confirmed = signups.filter((signup) => signup.status === 'confirmed');
  const arrived = confirmed.filter((signup) => signup.checked_in_at !== null).length;
  const parts = [
    players > 0 ? t('events.settle.players', { count: players, xp: event.xp.player }) : null,
    crew > 0 ? t('events.settle.crew', { count: crew, xp: event.xp.crew }) : null,
  ].filter((part): part is string => part !== null);
  const who =
    parts.length === 0
      ? t('events.settle.nobody')
      : parts.length === 1
        ? t('events.settle.one', { who: parts[0] })
        : t('events.settle.who', { players: parts[0], crew: parts[1] });

  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('events.settle.button')}</Button>
      <ConfirmDialog
        opened={open}
        title={t('events.settle.title')}
        tone="neutral"
        message={
          <Stack gap="xs">
            <Text fw={700}>{t('events.settle.arrived', { arrived, count: confirmed.length })}</Text>
            <Text>{who}</Text>
            <Text size="sm">{t('events.settle.once')}</Text>
          </Stack>
        }
        confirmLabel={t('events.settle.confirm')}
        cancelLabel={t('common.cancel')}
        busy={settle.isPending}
        error={settle.isError ? errorMessage(settle.error) : null}
        onCancel={() => {
          settle.reset();
          setOpen(false);
        }}
        onConfirm={() =>
          settle.mutate(undefined, {
            onSuccess: (answer) => {
              setOpen(false);
              notifications.show({
                color: 'green',
                message: t('events.settle.done', { count: answer.awarded }),
              });
            },
          })
        }
      />
    </>
  );
}
