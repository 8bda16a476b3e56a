import { useTranslation } from '../../../../i18n/use-translation';
import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { useOfflineStatus } from '../../../../lib/offline-status';
import { EVENT_ERROR_CODES } from '@club/shared/contract/events-constants';
import type { QueuedCheckIn, QueuedWalkIn } from '../../check-in/check-in-queue';
import { useEventFormat } from '../use-event-format';

export interface QueueStatusProps {
  entries: readonly QueuedCheckIn[];
  onRetry: () => void;
  onDismiss: (id: number) => void;
  /** Sends a walk-in refused for room again, with over capacity ticked. */
  onOverCapacity: (entry: QueuedWalkIn) => void;
}

/**
 * How many taps wait to be sent, and the ones the server refused (a sign-up cancelled
 * meanwhile): those stay listed with the reason until the staff member has read them. A
 * walk-in refused for room can be let in over capacity from here, or discarded.
 */
export function QueueStatus({ entries, onRetry, onDismiss, onOverCapacity }: QueueStatusProps) {
  const { t } = useTranslation();
  const { online } = useOfflineStatus();
  const format = useEventFormat();
  const waiting = entries.filter((entry) => entry.failed === null).length;
  const refused = entries.filter((entry) => entry.failed !== null);

  return (
    <Stack gap="xs">
      {waiting > 0 ? (
        <Alert
          color="parchment.8"
          variant="light"
          p="sm"
          role="status"
          data-testid="check-in-waiting"
        >
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Stack gap={2}>
              <Text fw={700}>{t('eventDay.queue.waiting', { count: waiting })}</Text>
              <Text size="sm">
                {online ? t('eventDay.queue.sending') : t('eventDay.queue.whenOnline')}
              </Text>
            </Stack>
            {online ? (
              <Button variant="outline" onClick={onRetry}>
                {t('eventDay.queue.sendNow')}
              </Button>
            ) : null}
          </Group>
        </Alert>
      ) : null}
      {refused.length > 0 ? (
        <Alert
          color="oxblood"
          variant="light"
          p="sm"
          role="alert"
          title={t('eventDay.queue.refusedTitle', { count: refused.length })}
        >
          <List spacing="xs" listStyleType="none" p={0}>
            {refused.map((entry) => (
              <List.Item key={entry.id}>
                {/* A walk-in's two choices wrap under its text; a tap's one button sits beside. */}
                <Group
                  justify="space-between"
                  gap="sm"
                  wrap={entry.kind === 'walk-in' ? 'wrap' : 'nowrap'}
                  align="center"
                >
                  <Text size="sm" style={{ overflowWrap: 'anywhere', flex: '1 1 14rem' }}>
                    {t(REFUSED_KEYS[entry.kind], {
                      name: entry.name,
                      at: format.clock(entry.at),
                    })}{' '}
                    {t(reasonKey(entry.failed?.status ?? 0, entry.failed?.code ?? null))}
                  </Text>
                  {entry.kind === 'walk-in' ? (
                    <WalkInChoices
                      entry={entry}
                      onDismiss={onDismiss}
                      onOverCapacity={onOverCapacity}
                    />
                  ) : (
                    <Button
                      size="sm"
                      variant="default"
                      onClick={() => onDismiss(entry.id)}
                      aria-label={t('eventDay.queue.dismissFor', { name: entry.name })}
                    >
                      {t('eventDay.queue.dismiss')}
                    </Button>
                  )}
                </Group>
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
    </Stack>
  );
}

const REFUSED_KEYS: Record<QueuedCheckIn['kind'], string> = {
  in: 'eventDay.queue.refusedIn',
  out: 'eventDay.queue.refusedOut',
  'walk-in': 'eventDay.queue.refusedWalkIn',
};

/** A refused walk-in: in over capacity when that was the reason, or discarded. */
function WalkInChoices({
  entry,
  onDismiss,
  onOverCapacity,
}: {
  entry: QueuedWalkIn;
  onDismiss: (id: number) => void;
  onOverCapacity: (entry: QueuedWalkIn) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="wrap" justify="flex-end">
      {entry.failed?.code === EVENT_ERROR_CODES.overCapacity ? (
        <Button
          size="sm"
          variant="outline"
          onClick={() => onOverCapacity(entry)}
          aria-label={t('eventDay.queue.overCapacityFor', { name: entry.name })}
        >
          {t('eventDay.queue.overCapacity')}
        </Button>
      ) : null}
      <Button
        size="sm"
        variant="default"
        onClick={() => onDismiss(entry.id)}
        aria-label={t('eventDay.queue.discardFor', { name: entry.name })}
      >
        {t('eventDay.queue.discard')}
      </Button>
    </Group>
  );
}

/** The reason in words: cancelled meanwhile, no longer confirmed, or not allowed. */
function reasonKey(status: number, code: string | null): string {
  if (code === EVENT_ERROR_CODES.overCapacity) return 'eventDay.queue.reasonFull';
  if (code === EVENT_ERROR_CODES.alreadySignedUp) return 'eventDay.queue.reasonSignedUp';
  if (code === EVENT_ERROR_CODES.belowMinAge) return 'eventDay.queue.reasonTooYoung';
  if (status === 404) return 'eventDay.queue.reasonGone';
  if (code === 'events.notConfirmed') return 'eventDay.queue.reasonNotConfirmed';
  if (code === 'events.awaitingConsent') return 'eventDay.queue.reasonAwaitingConsent';
  if (status === 403) return 'eventDay.queue.reasonForbidden';
  if (code === 'events.checkInClosed') return 'eventDay.queue.reasonClosed';
  return 'eventDay.queue.reasonRefused';
}
