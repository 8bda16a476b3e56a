import { Box, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { XpLedgerResponse } from '@club/shared/contract/characters';
import { QUIET } from '../api/api-query';
import { xpLedgerQuery } from '../api/queries/characters';
import { useTranslation } from '../i18n/use-translation';
import { useDateFormat } from '../lib/date-format';

type Entry = XpLedgerResponse['entries'][number];

export interface XpLedgerProps {
  characterId: number;
  /**
   * Smaller, with short dates, for a card among others (staff's user cards); read without
   * the loading bar, since the card shows its own loader.
   */
  dense?: boolean;
}

/**
 * A character's XP ledger, newest first: every award and correction with its reason and
 * who gave it. A table on a wide screen, a list on a phone. Its title is the caller's.
 */
export function XpLedger({ characterId, dense = false }: XpLedgerProps) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const ledger = useQuery({ ...xpLedgerQuery(characterId), ...(dense && { meta: QUIET }) });
  const when = (entry: Entry) =>
    dense ? format.date(entry.created_at) : format.dateTime(entry.created_at);
  // The app's own reasons come as message keys: said in the reader's language.
  const reason = (entry: Entry) =>
    entry.reason_key
      ? t(entry.reason_key, { ...entry.reason_params, defaultValue: entry.reason })
      : entry.reason;

  if (ledger.isPending) return <Loader size="sm" aria-label={t('app.loading')} />;
  if (ledger.isError) return <Text c="red.8">{t('xpLedger.failed')}</Text>;
  if (ledger.data.entries.length === 0) return <Text c="dimmed">{t('xpLedger.empty')}</Text>;
  return (
    <>
      <Box visibleFrom="sm">
        <Table.ScrollContainer minWidth={dense ? 360 : 420}>
          <Table striped fz={dense ? 'sm' : undefined}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('xpLedger.date')}</Table.Th>
                <Table.Th ta="right">{t('xpLedger.amount')}</Table.Th>
                <Table.Th>{t('xpLedger.reason')}</Table.Th>
                <Table.Th>{t('xpLedger.by')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {ledger.data.entries.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td>{when(entry)}</Table.Td>
                  <Table.Td ta="right" fw={700} c={tone(entry)}>
                    {amount(entry)}
                  </Table.Td>
                  <Table.Td>{reason(entry)}</Table.Td>
                  <Table.Td>{entry.awarded_by_name ?? '–'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Box>
      <Stack
        gap="xs"
        hiddenFrom="sm"
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {ledger.data.entries.map((entry) => (
          <li key={entry.id}>
            <Group gap="xs" wrap="nowrap" align="baseline">
              <Text fw={700} c={tone(entry)} miw={40}>
                {amount(entry)}
              </Text>
              <Stack gap={0}>
                <Text size="sm">{reason(entry)}</Text>
                <Text size="xs" c="dimmed">
                  {when(entry)}
                  {entry.awarded_by_name ? ` · ${entry.awarded_by_name}` : ''}
                </Text>
              </Stack>
            </Group>
          </li>
        ))}
      </Stack>
    </>
  );
}

/** An award with its plus sign; a correction (a negative amount) in red. */
const amount = (entry: Entry) => (entry.amount > 0 ? `+${entry.amount}` : entry.amount);
const tone = (entry: Entry) => (entry.amount < 0 ? 'red.8' : undefined);
