import { Radio, Stack, Text, TextInput } from '@mantine/core';
import { LuSearch } from 'react-icons/lu';
import { INVENTORY_LIMITS } from '@club/shared/contract/inventory-constants';
import type { RecipientsResponse } from '@club/shared/contract/inventory';
import { useTranslation } from '../../../i18n/use-translation';
import { useRecipients } from '../api/search-recipients';

export type Recipient = RecipientsResponse['characters'][number];

export interface RecipientSearchProps {
  /** The search box's label. */
  label: string;
  /** The list of matches' visible label, if it has one; it is always its accessible name. */
  choicesLabel?: string;
  /** The accessible name of the list of matches, when it shows no label. */
  choicesName?: string;
  /** The character whose things move: never offered as its own receiver. */
  excludeId: number | null;
  /** Text beside each match. */
  describe: (recipient: Recipient) => string;
  /** The text searched for; kept by the form, so it outlives switching to another way. */
  search: string;
  onSearchChange: (text: string) => void;
  /** The picked receiver, or null while none is (each new search clears it). */
  chosen: Recipient | null;
  onChosenChange: (recipient: Recipient | null) => void;
}

/**
 * Finds a receiving character by name: a search box, then the matches to pick one from.
 * Searching starts at the shortest text the server answers, and a new search clears the
 * choice so a receiver is never one the list no longer shows.
 */
export function RecipientSearch({
  label,
  choicesLabel,
  choicesName,
  excludeId,
  describe,
  search,
  onSearchChange,
  chosen,
  onChosenChange,
}: RecipientSearchProps) {
  const { t } = useTranslation();
  const recipients = useRecipients(search);
  const found = (recipients.data?.characters ?? []).filter((row) => row.id !== excludeId);

  const choose = (value: string | null) =>
    onChosenChange(found.find((row) => String(row.id) === value) ?? null);

  return (
    <Stack gap="xs">
      <TextInput
        type="search"
        label={label}
        description={t('inventory.give.searchHint')}
        leftSection={<LuSearch aria-hidden />}
        value={search}
        onChange={(event) => {
          onSearchChange(event.currentTarget.value);
          onChosenChange(null);
        }}
      />
      {search.trim().length >= INVENTORY_LIMITS.searchMin && recipients.isSuccess ? (
        found.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('inventory.give.noneFound')}
          </Text>
        ) : (
          <Radio.Group
            value={chosen ? String(chosen.id) : null}
            onChange={choose}
            label={choicesLabel}
            aria-label={choicesLabel ?? choicesName}
          >
            <Stack gap={6} mt={choicesLabel ? 4 : undefined}>
              {found.map((row) => (
                <Radio key={row.id} value={String(row.id)} label={describe(row)} />
              ))}
            </Stack>
          </Radio.Group>
        )
      ) : null}
    </Stack>
  );
}
