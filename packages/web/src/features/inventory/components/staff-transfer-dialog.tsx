import { useState } from 'react';
import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from 'mantine-toast-store';
import {
  BANK,
  INVENTORY_ERROR_CODES,
  INVENTORY_LIMITS,
} from '@club/shared/contract/inventory-constants';
import type { Inventory, ItemType, TransferCreate } from '@club/shared/contract/inventory';
import { isApiError } from '../../../api/api-error';
import { useErrorMessage } from '../../../api/use-error-message';
import { useTranslation } from '../../../i18n/use-translation';
import { useCreateTransfer } from '../api/create-transfer';
import { type Recipient, RecipientSearch } from './recipient-search';
import { useInventoryFormat } from './use-inventory-format';

/** Grant from the bank, take back to it, or move to another character. */
export type StaffMove = 'grant' | 'take' | 'move';

export interface StaffTransferDialogProps {
  mode: StaffMove | null;
  onClose: () => void;
  /** Whose things move: a character, or the bank (a piece in stock handed out). */
  character: { id: number; name: string } | typeof BANK;
  inventory: Inventory;
  itemTypes: ItemType[];
}

/**
 * The logistics desk's three moves, each with the reason staff must give, a summary that
 * asks before anything happens, and a clear word when the character holds too little.
 */
export function StaffTransferDialog({
  mode,
  onClose,
  character,
  inventory,
  itemTypes,
}: StaffTransferDialogProps) {
  const { t } = useTranslation();
  const name = character === BANK ? t('inventory.bank') : character.name;
  return (
    <Modal
      opened={mode !== null}
      onClose={onClose}
      centered
      title={mode ? t(`inventory.desk.${mode}Title`, { name }) : ''}
    >
      {mode ? (
        <StaffTransferForm
          key={mode}
          mode={mode}
          character={character}
          inventory={inventory}
          itemTypes={itemTypes}
          onDone={onClose}
        />
      ) : null}
    </Modal>
  );
}

function StaffTransferForm({
  mode,
  character,
  inventory,
  itemTypes,
  onDone,
}: {
  mode: StaffMove;
  character: { id: number; name: string } | typeof BANK;
  inventory: Inventory;
  itemTypes: ItemType[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const format = useInventoryFormat();
  const transfer = useCreateTransfer();
  const options =
    mode === 'grant'
      ? itemTypes.map((type) => ({
          value: `type:${type.id}`,
          label: type.unique ? `${type.name} (${t('inventory.desk.newPieces')})` : type.name,
        }))
      : [
          ...inventory.holdings.map((holding) => ({
            value: `type:${holding.item_type_id}`,
            label: `${holding.name} (${format.amount(holding.quantity, holding.unit)})`,
          })),
          ...inventory.items.map((item) => ({
            value: `item:${item.id}`,
            label: `${item.name} · ${format.code(item.code)}`,
          })),
        ];
  const [what, setWhat] = useState<string | null>(options[0]?.value ?? null);
  const [quantity, setQuantity] = useState<number | string>(1);
  const [reason, setReason] = useState('');
  const [search, setSearch] = useState('');
  const [target, setTarget] = useState<Recipient | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const type = what?.startsWith('type:')
    ? itemTypes.find((row) => `type:${row.id}` === what)
    : undefined;
  const piece = what?.startsWith('item:')
    ? inventory.items.find((row) => `item:${row.id}` === what)
    : undefined;
  const amount = typeof quantity === 'number' ? quantity : Number.parseInt(quantity, 10);
  const characterId = character === BANK ? null : character.id;
  const characterName = character === BANK ? t('inventory.bank') : character.name;
  const here = characterId === null ? BANK : { character_id: characterId };
  const from = mode === 'grant' ? BANK : here;
  const to =
    mode === 'grant' ? here : mode === 'take' ? BANK : target ? { character_id: target.id } : null;
  const summary = piece
    ? piece.name
    : type
      ? format.line(Number.isNaN(amount) ? 0 : amount, type.unit, type.name)
      : '';
  const toName =
    mode === 'grant' ? characterName : mode === 'take' ? t('inventory.bank') : (target?.name ?? '');
  const ready =
    to !== null &&
    reason.trim() !== '' &&
    (piece !== undefined || (type !== undefined && Number.isInteger(amount) && amount >= 1));

  const send = () => {
    if (!to) return;
    setProblem(null);
    const body: TransferCreate = piece
      ? { from, to, item_id: piece.id, reason: reason.trim() }
      : { from, to, item_type_id: type!.id, quantity: amount, reason: reason.trim() };
    transfer.mutate(body, {
      onSuccess: () => {
        notifications.show({
          color: 'green',
          message: t('inventory.desk.done', { what: summary, name: toName }),
        });
        onDone();
      },
      onError: (failure) => {
        setConfirming(false);
        if (isApiError(failure) && failure.code === INVENTORY_ERROR_CODES.notEnough && type) {
          setProblem(
            t('inventory.desk.notEnough', {
              name: characterName,
              have: format.amount(failure.params.have ?? 0, type.unit),
              missing: format.amount(failure.params.missing ?? 0, type.unit),
              item: type.name,
            }),
          );
          return;
        }
        setProblem(errorMessage(failure, 'inventory.desk.failed'));
      },
    });
  };

  if (options.length === 0) {
    return <Text c="dimmed">{t('inventory.desk.nothingHeld', { name: characterName })}</Text>;
  }

  if (confirming) {
    return (
      <Stack gap="md">
        <Text>
          {t(`inventory.desk.${mode}Confirm`, {
            what: summary,
            name: characterName,
            to: toName,
          })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('inventory.desk.reasonShown', { reason: reason.trim() })}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('inventory.back')}
          </Button>
          <Button
            onClick={send}
            loading={transfer.isPending}
            color={mode === 'take' ? 'red.9' : undefined}
          >
            {t(`inventory.desk.${mode}`)}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      <Select
        label={t('inventory.desk.what')}
        data={options}
        value={what}
        onChange={setWhat}
        searchable
        allowDeselect={false}
        nothingFoundMessage={t('inventory.catalogue.noneFound')}
        comboboxProps={{ withinPortal: true }}
      />
      {type ? (
        <NumberInput
          label={t('inventory.give.quantity')}
          value={quantity}
          onChange={setQuantity}
          min={1}
          max={type.unique ? INVENTORY_LIMITS.maxNewPieces : INVENTORY_LIMITS.maxQuantity}
          allowDecimal={false}
          allowNegative={false}
        />
      ) : null}
      {mode === 'move' ? (
        <RecipientSearch
          label={t('inventory.desk.moveTo')}
          choicesName={t('inventory.desk.moveTo')}
          excludeId={characterId}
          describe={(row) => (row.player_name ? `${row.name} (${row.player_name})` : row.name)}
          search={search}
          onSearchChange={setSearch}
          chosen={target}
          onChosenChange={setTarget}
        />
      ) : null}
      <TextInput
        label={t('inventory.desk.reason')}
        description={t('inventory.desk.reasonHint')}
        required
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        maxLength={INVENTORY_LIMITS.reason}
      />
      {problem ? (
        <Alert color="red" variant="light" role="alert">
          {problem}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button disabled={!ready} onClick={() => setConfirming(true)}>
          {t('inventory.give.next')}
        </Button>
      </Group>
    </Stack>
  );
}
