import { useState } from 'react';
import { Anchor, Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { LuArrowRightLeft, LuPrinter } from 'react-icons/lu';
import { BANK, USED, normalizeItemCode } from '@club/shared/contract/inventory-constants';
import type { ItemLookup } from '@club/shared/contract/inventory';
import { canMoveItems } from '@club/shared/rules/permissions';
import { isApiError } from '../../api/api-error';
import { useErrorMessage } from '../../api/use-error-message';
import { LoadError } from '../../components/load-error';
import { paths } from '../../config/paths';
import { useTranslation } from '../../i18n/use-translation';
import { useSession } from '../../lib/session';
import { useItem } from './api/get-item';
import { useItemTypes } from './api/get-item-types';
import { LedgerList } from './components/history-list';
import { StaffTransferDialog, type StaffMove } from './components/staff-transfer-dialog';
import { useInventoryFormat } from './components/use-inventory-format';
import { useMadeLine } from './components/use-crafted-text';

/**
 * /items/{code}: what a phone's camera opens from a card. Staff see who holds the piece
 * and its history, and move it from here; anyone else sees its name and description.
 */
export function ItemScreen() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const code = normalizeItemCode(useParams().code ?? '');
  const item = useItem(code);

  if (code === '' || (item.isError && isApiError(item.error) && item.error.status === 404)) {
    return <LoadError message={t('inventory.item.unknown')} />;
  }
  if (item.isPending) return <Loader aria-label={t('app.loading')} />;
  if (item.isError) {
    return (
      <LoadError
        message={errorMessage(item.error, 'inventory.item.loadFailed')}
        onRetry={() => void item.refetch()}
      />
    );
  }
  return <ItemDetails lookup={item.data} />;
}

function ItemDetails({ lookup }: { lookup: ItemLookup }) {
  const { t } = useTranslation();
  const format = useInventoryFormat();
  const { user } = useSession();
  const { item, staff } = lookup;
  const madeLine = useMadeLine();
  return (
    <Stack gap="md" maw={720}>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md" component="section">
        <Stack gap="xs">
          <Group gap="xs" wrap="wrap">
            <Title order={1}>{item.name}</Title>
            {item.used ? (
              <Badge variant="light" color="gray">
                {t('inventory.crafted.usedAlready')}
              </Badge>
            ) : item.spoiled ? (
              <Badge variant="light" color="red">
                {t('inventory.crafted.spoiled')}
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed" ff="monospace">
            {t('inventory.item.code', { code: format.code(item.code) })}
          </Text>
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {item.crafted?.effect || item.description || t('inventory.item.noDescription')}
          </Text>
          {item.crafted ? (
            <Text size="sm" c="dimmed">
              {madeLine(item.crafted)}
            </Text>
          ) : null}
          <Group gap="sm" wrap="wrap">
            <Button
              component={Link}
              to={paths.print.itemCards([item.code])}
              variant="default"
              leftSection={<LuPrinter aria-hidden />}
            >
              {t('inventory.cards.print')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      {staff && canMoveItems(user?.role) ? <StaffPart lookup={lookup} /> : null}
    </Stack>
  );
}

function StaffPart({ lookup }: { lookup: ItemLookup }) {
  const { t } = useTranslation();
  const format = useInventoryFormat();
  const types = useItemTypes();
  const [mode, setMode] = useState<StaffMove | null>(null);
  const staff = lookup.staff!;
  const holder = staff.holder;
  const heldBy = typeof holder !== 'string' && holder.character_id !== null ? holder : null;
  // A used piece has left the game: nothing moves it any more.
  const used = holder === USED;
  const piece = {
    id: staff.id,
    code: lookup.item.code,
    name: lookup.item.name,
    item_type_id: lookup.item.item_type_id,
    acquired_at: staff.history[0]?.created_at ?? staff.created_at,
  };
  return (
    <Paper
      withBorder
      p={{ base: 'sm', sm: 'lg' }}
      radius="md"
      component="section"
      aria-labelledby="item-holder-title"
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id="item-holder-title">
          {t('inventory.item.holder')}
        </Title>
        <Group gap="sm" wrap="wrap" justify="space-between">
          {heldBy ? (
            <Anchor
              component={Link}
              to={paths.logistics.character(heldBy.character_id!)}
              fw={700}
              fz="lg"
            >
              {heldBy.name}
            </Anchor>
          ) : (
            <Text fw={700} fz="lg">
              {format.holder(holder)}
            </Text>
          )}
          <Group gap="xs" display={used ? 'none' : undefined}>
            <Button
              variant="default"
              leftSection={<LuArrowRightLeft aria-hidden />}
              onClick={() => setMode('move')}
            >
              {t(heldBy ? 'inventory.desk.move' : 'inventory.desk.handOut')}
            </Button>
            {heldBy ? (
              <Button variant="default" onClick={() => setMode('take')}>
                {t('inventory.desk.take')}
              </Button>
            ) : null}
          </Group>
        </Group>
        <Title order={3} size="h4">
          {t('inventory.history.title')}
        </Title>
        <LedgerList entries={staff.history} label={t('inventory.history.title')} />
      </Stack>
      <StaffTransferDialog
        mode={mode}
        onClose={() => setMode(null)}
        character={heldBy ? { id: heldBy.character_id!, name: heldBy.name } : BANK}
        inventory={{ holdings: [], items: [piece], history: [] }}
        itemTypes={types.data?.item_types ?? []}
      />
    </Paper>
  );
}
