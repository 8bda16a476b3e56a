import { Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { LuArrowDownLeft, LuArrowUpRight } from 'react-icons/lu';
import { BANK, USED, WORKSHOP } from '@club/shared/contract/inventory-constants';
import type { HistoryEntry, LedgerEntry } from '@club/shared/contract/inventory';
import { useTranslation } from '../../../i18n/use-translation';
import { useInventoryFormat } from './use-inventory-format';

/** What came in, in a green dark enough for text on parchment (over 6:1). */
const RECEIVED = '#27682f';

/**
 * A character's history: what came in and went out, from whom or to whom, when and why
 * ("hvem, hvad, hvornår, hvorfor"). Newest first.
 */
export function HistoryList({ entries, label }: { entries: HistoryEntry[]; label: string }) {
  return (
    <Stack component="ul" gap={6} p={0} m={0} aria-label={label} style={{ listStyle: 'none' }}>
      {entries.map((entry) => (
        <HistoryRow key={entry.id} entry={entry} />
      ))}
    </Stack>
  );
}

function HistoryRow({ entry }: { entry: HistoryEntry }) {
  const { t } = useTranslation();
  const format = useInventoryFormat();
  const incoming = entry.direction === 'in';
  const counterpart =
    entry.counterpart === BANK
      ? t(incoming ? 'inventory.history.fromOrganizers' : 'inventory.history.toBank')
      : entry.counterpart === USED
        ? t('inventory.history.toUsed')
        : entry.counterpart === WORKSHOP
          ? t('inventory.history.fromWorkshop')
          : t(incoming ? 'inventory.history.from' : 'inventory.history.to', {
              name: entry.counterpart.name,
            });
  const note = [
    entry.reason,
    entry.event && !entry.reason.includes(entry.event.title) ? entry.event.title : '',
  ].filter(Boolean);
  return (
    <Paper component="li" withBorder radius="sm" px="sm" py={6}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Text c={incoming ? RECEIVED : 'oxblood.7'} fz="lg" lh={1} mt={2} component="span">
          {incoming ? <LuArrowDownLeft aria-hidden /> : <LuArrowUpRight aria-hidden />}
          <VisuallyHidden>
            {t(incoming ? 'inventory.history.in' : 'inventory.history.out')}
          </VisuallyHidden>
        </Text>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {entry.name}
              {entry.item_code ? (
                <Text span c="dimmed" fw={400} ff="monospace" fz="sm">
                  {' '}
                  {format.code(entry.item_code)}
                </Text>
              ) : null}
            </Text>
            <Text fw={700} c={incoming ? RECEIVED : 'oxblood.8'} style={{ whiteSpace: 'nowrap' }}>
              {incoming ? '+' : '−'}
              {format.amount(entry.quantity, entry.item_code ? '' : entry.unit)}
            </Text>
          </Group>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {counterpart}
            {entry.by ? ` (${entry.by})` : ''} · {t(`inventory.causes.${entry.cause}`)}
          </Text>
          {note.length > 0 ? (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {note.join(' · ')}
            </Text>
          ) : null}
          <Text size="xs" c="dimmed">
            {format.time(entry.created_at)}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

/** Ledger rows as staff read them: from and to, by whom, why. Newest first. */
export function LedgerList({ entries, label }: { entries: LedgerEntry[]; label: string }) {
  const { t } = useTranslation();
  const format = useInventoryFormat();
  return (
    <Stack component="ul" gap={6} p={0} m={0} aria-label={label} style={{ listStyle: 'none' }}>
      {entries.map((entry) => (
        <Paper component="li" key={entry.id} withBorder radius="sm" px="sm" py={6}>
          <Stack gap={2}>
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                {format.line(entry.quantity, entry.item ? '' : entry.unit, entry.name)}
                {entry.item ? (
                  <Text span c="dimmed" fw={400} ff="monospace" fz="sm">
                    {' '}
                    {format.code(entry.item.code)}
                  </Text>
                ) : null}
              </Text>
              <Text size="xs" c="dimmed">
                {format.time(entry.created_at)}
              </Text>
            </Group>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('inventory.ledger.move', {
                from: format.holder(entry.from),
                to: format.holder(entry.to),
              })}
              {' · '}
              {t(`inventory.causes.${entry.cause}`)}
              {entry.by ? ` · ${t('inventory.history.by', { name: entry.by })}` : ''}
            </Text>
            {entry.reason ? (
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {entry.reason}
              </Text>
            ) : null}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
