import { useState } from 'react';
import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from 'mantine-toast-store';
import { INVENTORY_ERROR_CODES, INVENTORY_LIMITS } from '@club/shared/contract/inventory-constants';
import type { Inventory, TransferCreate } from '@club/shared/contract/inventory';
import { isApiError } from '../../../api/api-error';
import { useErrorMessage } from '../../../api/use-error-message';
import { useTranslation } from '../../../i18n/use-translation';
import { useCreateTransfer } from '../api/create-transfer';
import type { InventoryCharacter } from './inventory-section';
import { type Recipient, RecipientSearch } from './recipient-search';
import { useInventoryFormat } from './use-inventory-format';

export interface GiveDialogProps {
  opened: boolean;
  onClose: () => void;
  character: InventoryCharacter;
  inventory: Inventory;
}

/**
 * A player gives something their character carries to another character: found by name
 * among the active characters, or by the code on the receiver's ticket. Says what it will
 * do and asks before it does; too little left says what is missing.
 */
export function GiveDialog({ opened, onClose, character, inventory }: GiveDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} centered title={t('inventory.give.title')}>
      {opened ? <GiveForm character={character} inventory={inventory} onDone={onClose} /> : null}
    </Modal>
  );
}

interface Receiver {
  label: string;
  to: TransferCreate['to'];
}

function GiveForm({
  character,
  inventory,
  onDone,
}: {
  character: InventoryCharacter;
  inventory: Inventory;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const format = useInventoryFormat();
  const transfer = useCreateTransfer();
  const options = [
    ...inventory.holdings.map((holding) => ({
      value: `type:${holding.item_type_id}`,
      label: `${holding.name} (${format.amount(holding.quantity, holding.unit)})`,
    })),
    ...inventory.items
      .filter((item) => !item.spoiled)
      .map((item) => ({
        value: `item:${item.id}`,
        label: `${item.name} · ${format.code(item.code)}`,
      })),
  ];
  const [what, setWhat] = useState<string | null>(options[0]?.value ?? null);
  const [quantity, setQuantity] = useState<number | string>(1);
  const [by, setBy] = useState<'name' | 'ticket'>('name');
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Recipient | null>(null);
  const [ticket, setTicket] = useState('');
  const [message, setMessage] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const holding = what?.startsWith('type:')
    ? inventory.holdings.find((h) => `type:${h.item_type_id}` === what)
    : undefined;
  const piece = what?.startsWith('item:')
    ? inventory.items.find((i) => `item:${i.id}` === what)
    : undefined;
  const amount = typeof quantity === 'number' ? quantity : Number.parseInt(quantity, 10);
  const receiver: Receiver | null =
    by === 'ticket'
      ? ticket.trim()
        ? { label: t('inventory.give.ticketHolder'), to: { ticket_code: ticket.trim() } }
        : null
      : chosen
        ? { label: chosen.name, to: { character_id: chosen.id } }
        : null;
  const summary = holding
    ? format.line(Number.isNaN(amount) ? 0 : amount, holding.unit, holding.name)
    : piece
      ? piece.name
      : '';
  const ready =
    receiver !== null &&
    (piece !== undefined || (holding !== undefined && Number.isInteger(amount) && amount >= 1));

  const send = () => {
    if (!receiver || (!holding && !piece)) return;
    setProblem(null);
    const from = { character_id: character.id };
    const body: TransferCreate = piece
      ? { from, to: receiver.to, item_id: piece.id, reason: message.trim() }
      : {
          from,
          to: receiver.to,
          item_type_id: holding!.item_type_id,
          quantity: amount,
          reason: message.trim(),
        };
    transfer.mutate(body, {
      onSuccess: () => {
        notifications.show({
          color: 'green',
          message: t('inventory.give.done', { what: summary, name: receiver.label }),
        });
        onDone();
      },
      onError: (failure) => {
        setConfirming(false);
        if (isApiError(failure) && failure.code === INVENTORY_ERROR_CODES.notEnough && holding) {
          setProblem(
            t('inventory.give.notEnough', {
              missing: format.amount(failure.params.missing ?? 0, holding.unit),
              have: format.amount(failure.params.have ?? 0, holding.unit),
              name: holding.name,
            }),
          );
          return;
        }
        setProblem(errorMessage(failure, 'inventory.give.failed'));
      },
    });
  };

  if (confirming && receiver) {
    return (
      <Stack gap="md">
        <Text>{t('inventory.give.confirm', { what: summary, name: receiver.label })}</Text>
        <Text size="sm" c="dimmed">
          {t('inventory.give.confirmHint')}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('inventory.back')}
          </Button>
          <Button onClick={send} loading={transfer.isPending}>
            {t('inventory.give.submit')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      <Select
        label={t('inventory.give.what')}
        data={options}
        value={what}
        onChange={setWhat}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      {holding ? (
        <NumberInput
          label={t('inventory.give.quantity')}
          description={t('inventory.give.youHave', {
            amount: format.amount(holding.quantity, holding.unit),
          })}
          value={quantity}
          onChange={setQuantity}
          min={1}
          max={INVENTORY_LIMITS.maxQuantity}
          allowDecimal={false}
          allowNegative={false}
        />
      ) : null}
      <SegmentedControl
        value={by}
        onChange={(value) => setBy(value as 'name' | 'ticket')}
        aria-label={t('inventory.give.how')}
        data={[
          { value: 'name', label: t('inventory.give.byName') },
          { value: 'ticket', label: t('inventory.give.byTicket') },
        ]}
      />
      {by === 'name' ? (
        <RecipientSearch
          label={t('inventory.give.search')}
          choicesLabel={t('inventory.give.to')}
          excludeId={character.id}
          describe={(candidate) => candidate.name}
          search={search}
          onSearchChange={setSearch}
          chosen={chosen}
          onChosenChange={setChosen}
        />
      ) : (
        <TextInput
          label={t('inventory.give.ticket')}
          description={t('inventory.give.ticketHint')}
          value={ticket}
          onChange={(event) => setTicket(event.currentTarget.value)}
          autoComplete="off"
        />
      )}
      <TextInput
        label={t('inventory.give.message')}
        value={message}
        onChange={(event) => setMessage(event.currentTarget.value)}
        maxLength={INVENTORY_LIMITS.reason}
      />
      {problem ? (
        <Alert color="red" variant="light" role="alert">
          {problem}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button disabled={!ready} onClick={() => setConfirming(true)}>
          {t('inventory.give.next')}
        </Button>
      </Group>
    </Stack>
  );
}
