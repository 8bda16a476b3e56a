import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from 'mantine-toast-store';
import { Link } from 'react-router';
import { GiLightBackpack, GiStandingPotion, GiSwapBag } from 'react-icons/gi';
import { LuGift, LuPrinter } from 'react-icons/lu';
import { canMoveItems } from '@club/shared/rules/permissions';
import type { Crafted, Holding, HeldItem, ItemType } from '@club/shared/contract/inventory';
import { useErrorMessage } from '../../../api/use-error-message';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n/use-translation';
import { useSession } from '../../../lib/session';
import { useInventory } from '../api/get-inventory';
import { useItemTypes } from '../api/get-item-types';
import { useUseItem } from '../api/use-item';
import { useMadeLine } from './use-crafted-text';
import { GiveDialog } from './give-dialog';
import { HistoryList } from './history-list';
import { KIND_ORDER, useInventoryFormat } from './use-inventory-format';

/** How many history rows show before "Vis hele historikken". */
const HISTORY_SHOWN = 5;

export interface InventoryCharacter {
  id: number;
  name: string;
  user_id: number;
}

/**
 * What a character carries, for its page and its sheet (phone first): coin and resources,
 * unique things with their cards, and who gave what. Its owner gives from here; staff go
 * on to the logistics desk.
 */
export function InventorySection({
  character,
  focus = false,
}: {
  character: InventoryCharacter;
  /** Scrolled into view (the link of an "item received" notice). */
  focus?: boolean;
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const { user } = useSession();
  const inventory = useInventory(character.id);
  const types = useItemTypes();
  const [giving, setGiving] = useState(false);
  const [allHistory, setAllHistory] = useState(false);
  const ref = useRef<HTMLElement>(null);
  const own = user?.id === character.user_id;
  const staff = canMoveItems(user?.role);

  useEffect(() => {
    if (focus && inventory.isSuccess) ref.current?.scrollIntoView({ block: 'start' });
  }, [focus, inventory.isSuccess]);

  const kinds = new Map((types.data?.item_types ?? []).map((type) => [type.id, type]));
  const data = inventory.data;
  const hasAnything = data !== undefined && (data.holdings.length > 0 || data.items.length > 0);

  return (
    <Paper
      ref={ref}
      withBorder
      p={{ base: 'sm', sm: 'md' }}
      radius="md"
      component="section"
      aria-labelledby="inventory-title"
      data-testid="inventory"
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Title order={2} size="h3" id="inventory-title">
            {t('inventory.section.title', { name: character.name })}
          </Title>
          <Group gap="xs" wrap="wrap">
            {own && hasAnything ? (
              <Button leftSection={<LuGift aria-hidden />} onClick={() => setGiving(true)}>
                {t('inventory.give.open')}
              </Button>
            ) : null}
            {staff ? (
              <Button
                component={Link}
                to={paths.logistics.character(character.id)}
                variant="default"
                leftSection={<GiSwapBag aria-hidden />}
              >
                {t('inventory.section.toLogistics')}
              </Button>
            ) : null}
          </Group>
        </Group>

        {inventory.isPending ? (
          <Loader size="sm" aria-label={t('app.loading')} />
        ) : inventory.isError ? (
          <LoadError
            message={errorMessage(inventory.error, 'inventory.section.loadFailed')}
            onRetry={() => void inventory.refetch()}
          />
        ) : !hasAnything ? (
          <EmptyState
            icon={<GiLightBackpack />}
            message={t('inventory.section.empty', { name: character.name })}
          />
        ) : (
          <>
            <Holdings holdings={data.holdings} kinds={kinds} />
            <Pieces items={data.items} mayUse={own || staff} />
          </>
        )}

        {data ? (
          <Stack gap="xs" component="section" aria-labelledby="inventory-history-title">
            <Title order={3} size="h4" id="inventory-history-title">
              {t('inventory.history.title')}
            </Title>
            {data.history.length === 0 ? (
              <Text c="dimmed" size="sm">
                {t('inventory.history.empty')}
              </Text>
            ) : (
              <>
                <HistoryList
                  label={t('inventory.history.title')}
                  entries={allHistory ? data.history : data.history.slice(0, HISTORY_SHOWN)}
                />
                {!allHistory && data.history.length > HISTORY_SHOWN ? (
                  <Anchor
                    component="button"
                    type="button"
                    className="club-tap"
                    onClick={() => setAllHistory(true)}
                  >
                    {t('inventory.history.showAll', { count: data.history.length })}
                  </Anchor>
                ) : null}
              </>
            )}
          </Stack>
        ) : null}
      </Stack>
      {own && data ? (
        <GiveDialog
          opened={giving}
          onClose={() => setGiving(false)}
          character={character}
          inventory={data}
        />
      ) : null}
    </Paper>
  );
}

function Holdings({ holdings, kinds }: { holdings: Holding[]; kinds: Map<number, ItemType> }) {
  const { t } = useTranslation();
  const format = useInventoryFormat();
  if (holdings.length === 0) return null;
  const sorted = [...holdings].sort((a, b) => {
    const kindA = KIND_ORDER[kinds.get(a.item_type_id)?.kind ?? 'resource'];
    const kindB = KIND_ORDER[kinds.get(b.item_type_id)?.kind ?? 'resource'];
    return kindA - kindB || a.name.localeCompare(b.name);
  });
  return (
    <Stack
      component="ul"
      gap={4}
      p={0}
      m={0}
      aria-label={t('inventory.section.holdings')}
      style={{ listStyle: 'none' }}
    >
      {sorted.map((holding) => (
        <Group
          component="li"
          key={holding.item_type_id}
          justify="space-between"
          wrap="nowrap"
          gap="sm"
          py={4}
          style={{ borderBottom: '1px solid var(--mantine-color-parchment-3)' }}
        >
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {holding.name}
          </Text>
          <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
            {format.amount(holding.quantity, holding.unit)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

function Pieces({ items, mayUse }: { items: HeldItem[]; mayUse: boolean }) {
  const { t } = useTranslation();
  const format = useInventoryFormat();
  const [using, setUsing] = useState<HeldItem | null>(null);
  if (items.length === 0) return null;
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Title order={3} size="h4">
          {t('inventory.section.items')}
        </Title>
        {items.length > 1 ? (
          <Button
            component={Link}
            to={paths.print.itemCards(items.map((item) => item.code))}
            variant="subtle"
            size="compact-sm"
            leftSection={<LuPrinter aria-hidden />}
          >
            {t('inventory.cards.printAll')}
          </Button>
        ) : null}
      </Group>
      <Stack
        component="ul"
        gap={4}
        p={0}
        m={0}
        aria-label={t('inventory.section.items')}
        style={{ listStyle: 'none' }}
      >
        {items.map((item) => (
          <Group
            component="li"
            key={item.id}
            justify="space-between"
            wrap="wrap"
            gap="xs"
            py={4}
            style={{ borderBottom: '1px solid var(--mantine-color-parchment-3)' }}
          >
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Group gap={6} wrap="wrap">
                <Anchor component={Link} to={paths.items.details(item.code)} fw={600}>
                  {item.name}
                </Anchor>
                {item.spoiled ? (
                  <Badge color="red" variant="light" size="sm">
                    {t('inventory.crafted.spoiled')}
                  </Badge>
                ) : null}
              </Group>
              <Text size="xs" c="dimmed" ff="monospace">
                {format.code(item.code)}
              </Text>
              {item.crafted ? <CraftedLine crafted={item.crafted} /> : null}
            </Stack>
            <Group gap={4} wrap="wrap">
              {mayUse && item.crafted ? (
                <Button
                  variant="subtle"
                  size="compact-sm"
                  leftSection={<GiStandingPotion aria-hidden />}
                  aria-label={t('inventory.crafted.markUsedNamed', { name: item.name })}
                  onClick={() => setUsing(item)}
                >
                  {t('inventory.crafted.markUsed')}
                </Button>
              ) : null}
              <Button
                component={Link}
                to={paths.print.itemCards([item.code])}
                variant="subtle"
                size="compact-sm"
                leftSection={<LuPrinter aria-hidden />}
                aria-label={t('inventory.cards.printNamed', { name: item.name })}
              >
                {t('inventory.cards.print')}
              </Button>
            </Group>
          </Group>
        ))}
      </Stack>
      <UseDialog item={using} onClose={() => setUsing(null)} />
    </Stack>
  );
}

/** Who brewed a crafted piece, at which event, and until when it keeps. */
function CraftedLine({ crafted }: { crafted: Crafted }) {
  const madeLine = useMadeLine();
  return (
    <Text size="xs" c="dimmed">
      {madeLine(crafted)}
    </Text>
  );
}

/** Asks before a piece is marked used: it leaves the inventory for good. */
function UseDialog({ item, onClose }: { item: HeldItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const use = useUseItem();
  return (
    <Modal
      opened={item !== null}
      onClose={() => {
        use.reset();
        onClose();
      }}
      centered
      title={item ? t('inventory.crafted.markUsedNamed', { name: item.name }) : ''}
    >
      {item ? (
        <Stack gap="sm">
          <Text>{t('inventory.crafted.markUsedConfirm', { name: item.name })}</Text>
          {use.isError ? (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(use.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button
              loading={use.isPending}
              onClick={() =>
                use.mutate(
                  { code: item.code, body: {} },
                  {
                    onSuccess: () => {
                      notifications.show({
                        color: 'green',
                        message: t('inventory.crafted.markedUsed', { name: item.name }),
                      });
                      onClose();
                    },
                  },
                )
              }
            >
              {t('inventory.crafted.markUsed')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
