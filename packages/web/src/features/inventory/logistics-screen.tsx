import { useState, type ReactNode } from 'react';
import {
  Anchor,
  Button,
  Group,
  Loader,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { GiChest, GiLightBackpack } from 'react-icons/gi';
import { LuArrowRightLeft, LuMinus, LuPlus, LuPrinter, LuQrCode, LuSearch } from 'react-icons/lu';
import { notifications } from 'mantine-toast-store';
import {
  BANK,
  INVENTORY_LIMITS,
  normalizeItemCode,
} from '@club/shared/contract/inventory-constants';
import type { ItemType } from '@club/shared/contract/inventory';
import { useErrorMessage } from '../../api/use-error-message';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { ScreenHeader } from '../../components/screen-header';
import { paths } from '../../config/paths';
import { useTranslation } from '../../i18n/use-translation';
import { useCreateTransfer } from './api/create-transfer';
import { useDeskCharacter } from './api/get-desk-character';
import { useInventory } from './api/get-inventory';
import { useItemTypes } from './api/get-item-types';
import { useLedger, type LedgerFilter } from './api/get-ledger';
import { usePieces } from './api/get-pieces';
import { useRecipients } from './api/search-recipients';
import { LedgerList } from './components/history-list';
import { StaffTransferDialog, type StaffMove } from './components/staff-transfer-dialog';
import { KIND_ORDER, useInventoryFormat } from './components/use-inventory-format';

/**
 * /logistics (staff): the desk at the gate and between events. Find a character by name
 * or open a card by its code (a phone's camera opens the card's page by itself); grant,
 * take and move with a reason; the bank's unique pieces and their cards; the history.
 */
export interface DeskCharacter {
  id: number;
  name: string;
  user_id: number;
}

export function LogisticsScreen({
  workshop,
}: {
  /** What else the desk does for the chosen character (crafting on its behalf). */
  workshop?: (character: DeskCharacter) => ReactNode;
} = {}) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const chosen = Number(params.get('character')) || null;
  const choose = (id: number | null) =>
    setParams(id === null ? {} : { character: String(id) }, { replace: false });

  return (
    <Stack gap="md">
      <ScreenHeader title={t('inventory.desk.title')} intro={t('inventory.desk.intro')} />
      {/* The character being served comes first (on a phone, above the finders). */}
      {chosen !== null ? <CharacterDesk characterId={chosen} onClose={() => choose(null)} /> : null}
      {chosen !== null && workshop ? <DeskExtra characterId={chosen} render={workshop} /> : null}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <FindCharacter onChoose={choose} />
        <OpenCard />
      </SimpleGrid>
      {chosen === null ? (
        <>
          <BankPieces />
          <RecentLedger />
        </>
      ) : null}
    </Stack>
  );
}

function DeskExtra({
  characterId,
  render,
}: {
  characterId: number;
  render: (character: DeskCharacter) => ReactNode;
}) {
  const character = useDeskCharacter(characterId);
  if (!character.data) return null;
  return render({
    id: character.data.id,
    name: character.data.name,
    user_id: character.data.user_id,
  });
}

function FindCharacter({ onChoose }: { onChoose: (id: number) => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const found = useRecipients(search);
  const rows = found.data?.characters ?? [];
  const searching = search.trim().length >= INVENTORY_LIMITS.searchMin;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="desk-find-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="desk-find-title">
          {t('inventory.desk.find')}
        </Title>
        <TextInput
          type="search"
          label={t('inventory.desk.findLabel')}
          description={t('inventory.give.searchHint')}
          leftSection={<LuSearch aria-hidden />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
        {searching && found.isSuccess ? (
          rows.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('inventory.give.noneFound')}
            </Text>
          ) : (
            <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
              {rows.map((row) => (
                <li key={row.id}>
                  <UnstyledButton
                    className="club-tap"
                    onClick={() => onChoose(row.id)}
                    w="100%"
                    p={6}
                    style={{
                      borderRadius: 6,
                      border: '1px solid var(--mantine-color-parchment-3)',
                    }}
                  >
                    <Text fw={600} component="span">
                      {row.name}
                    </Text>
                    <Text size="sm" c="dimmed" component="span">
                      {row.player_name ? ` · ${row.player_name}` : ''}
                      {row.active ? '' : ` · ${t('inventory.desk.inactive')}`}
                    </Text>
                  </UnstyledButton>
                </li>
              ))}
            </Stack>
          )
        ) : null}
      </Stack>
    </Paper>
  );
}

function OpenCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const open = (event: React.FormEvent) => {
    event.preventDefault();
    const clean = normalizeItemCode(code);
    if (clean) void navigate(paths.items.details(clean));
  };
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="desk-card-title">
      <form onSubmit={open}>
        <Stack gap="sm">
          <Title order={2} size="h3" id="desk-card-title">
            {t('inventory.desk.card')}
          </Title>
          <TextInput
            label={t('inventory.desk.cardLabel')}
            description={t('inventory.desk.cardHint')}
            leftSection={<LuQrCode aria-hidden />}
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
          />
          <Group>
            <Button type="submit" variant="default" disabled={normalizeItemCode(code) === ''}>
              {t('inventory.desk.openCard')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function CharacterDesk({ characterId, onClose }: { characterId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const format = useInventoryFormat();
  const character = useDeskCharacter(characterId);
  const inventory = useInventory(characterId);
  const types = useItemTypes();
  const [mode, setMode] = useState<StaffMove | null>(null);
  const name = character.data?.name ?? '';
  const kinds = new Map((types.data?.item_types ?? []).map((type) => [type.id, type.kind]));

  if (character.isError || inventory.isError) {
    return (
      <LoadError
        message={errorMessage(character.error ?? inventory.error, 'inventory.section.loadFailed')}
        onRetry={() => void inventory.refetch()}
      />
    );
  }
  if (!character.data || !inventory.data) return <Loader aria-label={t('app.loading')} />;
  const data = inventory.data;
  const holdings = [...data.holdings].sort(
    (a, b) =>
      KIND_ORDER[kinds.get(a.item_type_id) ?? 'resource'] -
        KIND_ORDER[kinds.get(b.item_type_id) ?? 'resource'] || a.name.localeCompare(b.name),
  );
  const holdsAnything = data.holdings.length > 0 || data.items.length > 0;

  return (
    <Paper
      withBorder
      p={{ base: 'sm', sm: 'md' }}
      radius="md"
      component="section"
      aria-labelledby="desk-character-title"
    >
      <Stack gap="md">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Stack gap={0}>
            <Title order={2} size="h3" id="desk-character-title">
              {t('inventory.section.title', { name })}
            </Title>
            <Anchor component={Link} to={paths.characters.details(characterId)} size="sm">
              {t('inventory.desk.toCharacter')}
            </Anchor>
          </Stack>
          <Button variant="subtle" onClick={onClose}>
            {t('inventory.desk.closeCharacter')}
          </Button>
        </Group>
        <Group gap="sm" wrap="wrap">
          <Button leftSection={<LuPlus aria-hidden />} onClick={() => setMode('grant')}>
            {t('inventory.desk.grant')}
          </Button>
          <Button
            variant="default"
            leftSection={<LuMinus aria-hidden />}
            onClick={() => setMode('take')}
            disabled={!holdsAnything}
          >
            {t('inventory.desk.take')}
          </Button>
          <Button
            variant="default"
            leftSection={<LuArrowRightLeft aria-hidden />}
            onClick={() => setMode('move')}
            disabled={!holdsAnything}
          >
            {t('inventory.desk.move')}
          </Button>
        </Group>
        {!holdsAnything ? (
          <EmptyState icon={<GiLightBackpack />} message={t('inventory.section.empty', { name })} />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Stack gap={4}>
              <Title order={3} size="h4">
                {t('inventory.section.holdings')}
              </Title>
              {holdings.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('inventory.desk.noHoldings')}
                </Text>
              ) : (
                holdings.map((holding) => (
                  <Group key={holding.item_type_id} justify="space-between" wrap="nowrap">
                    <Text>{holding.name}</Text>
                    <Text fw={700}>{format.amount(holding.quantity, holding.unit)}</Text>
                  </Group>
                ))
              )}
            </Stack>
            <Stack gap={4}>
              <Title order={3} size="h4">
                {t('inventory.section.items')}
              </Title>
              {data.items.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('inventory.desk.noItems')}
                </Text>
              ) : (
                data.items.map((item) => (
                  <Group key={item.id} justify="space-between" wrap="nowrap">
                    <Anchor component={Link} to={paths.items.details(item.code)}>
                      {item.name}
                    </Anchor>
                    <Text ff="monospace" size="sm">
                      {format.code(item.code)}
                    </Text>
                  </Group>
                ))
              )}
            </Stack>
          </SimpleGrid>
        )}
        <LedgerSection
          filter={{ character_id: characterId }}
          title={t('inventory.history.title')}
        />
      </Stack>
      <StaffTransferDialog
        mode={mode}
        onClose={() => setMode(null)}
        character={{ id: characterId, name }}
        inventory={data}
        itemTypes={types.data?.item_types ?? []}
      />
    </Paper>
  );
}

/** The bank's side: a unique type's pieces, who holds each, and their cards to print. */
function BankPieces() {
  const { t } = useTranslation();
  const format = useInventoryFormat();
  const types = useItemTypes();
  const unique = (types.data?.item_types ?? []).filter((type) => type.unique);
  const [typeId, setTypeId] = useState<number | null>(null);
  const current: ItemType | undefined = unique.find((type) => type.id === typeId) ?? unique[0];
  const pieces = usePieces(current?.id ?? null);
  const inBank = (pieces.data?.items ?? []).filter((piece) => piece.holder === 'bank');
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="desk-pieces-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="desk-pieces-title">
          {t('inventory.desk.pieces')}
        </Title>
        {unique.length === 0 ? (
          <EmptyState icon={<GiChest />} message={t('inventory.desk.noUniqueTypes')} />
        ) : (
          <>
            <Group gap="xs" wrap="wrap" role="group" aria-label={t('inventory.desk.pieceType')}>
              {unique.map((type) => (
                <Button
                  key={type.id}
                  size="compact-sm"
                  variant={type.id === current?.id ? 'filled' : 'default'}
                  aria-pressed={type.id === current?.id}
                  onClick={() => setTypeId(type.id)}
                >
                  {type.name}
                </Button>
              ))}
            </Group>
            {pieces.isPending ? (
              <Loader size="sm" aria-label={t('app.loading')} />
            ) : (pieces.data?.items.length ?? 0) === 0 ? (
              <Text size="sm" c="dimmed">
                {t('inventory.desk.noPieces')}
              </Text>
            ) : (
              <>
                <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
                  {pieces.data!.items.map((piece) => (
                    <Group
                      component="li"
                      key={piece.id}
                      justify="space-between"
                      wrap="wrap"
                      gap="xs"
                    >
                      <Anchor component={Link} to={paths.items.details(piece.code)} ff="monospace">
                        {format.code(piece.code)}
                      </Anchor>
                      <Text size="sm">{format.holder(piece.holder)}</Text>
                    </Group>
                  ))}
                </Stack>
                <Group gap="sm" wrap="wrap">
                  <Button
                    component={Link}
                    to={paths.print.itemCards(pieces.data!.items.map((piece) => piece.code))}
                    variant="default"
                    leftSection={<LuPrinter aria-hidden />}
                  >
                    {t('inventory.desk.printAll', { count: pieces.data!.items.length })}
                  </Button>
                  {inBank.length > 0 ? (
                    <Button
                      component={Link}
                      to={paths.print.itemCards(inBank.map((piece) => piece.code))}
                      variant="subtle"
                      leftSection={<LuPrinter aria-hidden />}
                    >
                      {t('inventory.desk.printBank', { count: inBank.length })}
                    </Button>
                  ) : null}
                </Group>
              </>
            )}
            {current ? <MakePieces type={current} /> : null}
          </>
        )}
      </Stack>
    </Paper>
  );
}

/** New pieces of a unique type into the bank's stock, to print their cards before they go out. */
function MakePieces({ type }: { type: ItemType }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const transfer = useCreateTransfer();
  const [count, setCount] = useState<number | string>(1);
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const amount = typeof count === 'number' ? count : Number.parseInt(count, 10);
  const ready = Number.isInteger(amount) && amount >= 1 && reason.trim() !== '';
  const make = () =>
    transfer.mutate(
      { from: BANK, to: BANK, item_type_id: type.id, quantity: amount, reason: reason.trim() },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            message: t('inventory.desk.made', { count: amount, name: type.name }),
          });
          setConfirming(false);
          setReason('');
        },
        onError: () => setConfirming(false),
      },
    );
  return (
    <Stack gap="xs" component="section" aria-labelledby="desk-make-title">
      <Title order={3} size="h4" id="desk-make-title">
        {t('inventory.desk.makeTitle', { name: type.name })}
      </Title>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <NumberInput
          label={t('inventory.desk.makeCount')}
          value={count}
          onChange={setCount}
          min={1}
          max={INVENTORY_LIMITS.maxNewPieces}
          allowDecimal={false}
          allowNegative={false}
          w={110}
        />
        <TextInput
          label={t('inventory.desk.reason')}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          maxLength={INVENTORY_LIMITS.reason}
          style={{ flex: '1 1 12rem' }}
        />
        <Button variant="default" disabled={!ready} onClick={() => setConfirming(true)}>
          {t('inventory.desk.make')}
        </Button>
      </Group>
      {transfer.isError ? (
        <Text c="red.9" size="sm" role="alert">
          {errorMessage(transfer.error, 'inventory.desk.failed')}
        </Text>
      ) : null}
      <ConfirmDialog
        opened={confirming}
        title={t('inventory.desk.makeTitle', { name: type.name })}
        message={t('inventory.desk.makeConfirm', { count: amount, name: type.name })}
        confirmLabel={t('inventory.desk.make')}
        cancelLabel={t('common.cancel')}
        onConfirm={make}
        onCancel={() => setConfirming(false)}
        busy={transfer.isPending}
        tone="neutral"
      />
    </Stack>
  );
}

function RecentLedger() {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" component="section">
      <LedgerSection filter={{}} title={t('inventory.desk.recent')} />
    </Paper>
  );
}

function LedgerSection({ filter, title }: { filter: LedgerFilter; title: string }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const ledger = useLedger(filter);
  const entries = ledger.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {title}
      </Title>
      {ledger.isPending ? (
        <Loader size="sm" aria-label={t('app.loading')} />
      ) : ledger.isError ? (
        <LoadError
          message={errorMessage(ledger.error, 'inventory.section.loadFailed')}
          onRetry={() => void ledger.refetch()}
        />
      ) : entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('inventory.history.empty')}
        </Text>
      ) : (
        <>
          <LedgerList entries={entries} label={title} />
          {ledger.hasNextPage ? (
            <Group>
              <Button
                variant="default"
                onClick={() => void ledger.fetchNextPage()}
                loading={ledger.isFetchingNextPage}
              >
                {t('inventory.history.more')}
              </Button>
            </Group>
          ) : null}
        </>
      )}
    </Stack>
  );
}
