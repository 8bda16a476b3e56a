import { useState } from 'react';
import {
  Alert,
  Button,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { LuArrowLeft, LuPrinter } from 'react-icons/lu';
import { INVENTORY_LIMITS, normalizeItemCode } from '@club/shared/contract/inventory-constants';
import { useTranslation } from '../../i18n/use-translation';
import { itemQuery } from './api/get-item';
import { ItemCard } from './components/item-card';
import { useMadeLine } from './components/use-crafted-text';
import classes from './print/item-cards.module.css';

type CardSize = 'a4' | 'a6';

/** The page size the printer is asked for: A4 with eight cards, or one A6 card a page. */
const PAGE_RULE: Record<CardSize, string> = {
  a4: '@page { size: A4; margin: 10mm; }',
  a6: '@page { size: A6; margin: 5mm; }',
};

/**
 * /print/item-cards?codes=… : the cards of unique pieces, eight to an A4 sheet or one to
 * an A6, each with the QR code of the piece's page. Staff print any; a player the pieces
 * their character holds (what anyone may read of a piece: its name and description).
 */
export function ItemCardsScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [size, setSize] = useState<CardSize>('a4');
  const codes = [
    ...new Set(
      (params.get('codes') ?? '')
        .split(',')
        .map(normalizeItemCode)
        .filter((code) => code !== ''),
    ),
  ].slice(0, INVENTORY_LIMITS.maxCodes);
  const madeLine = useMadeLine();
  const items = useQueries({
    queries: codes.map((code) => ({ ...itemQuery(code), retry: false })),
  });
  const loading = items.some((item) => item.isPending);
  const found = items.flatMap((item) => (item.data ? [item.data.item] : []));
  const missing = items.filter((item) => item.isError).length;

  return (
    <main className={classes.screen}>
      <style>{PAGE_RULE[size]}</style>
      <Paper className={classes.toolbar} p="md" radius="md" withBorder component="section">
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Title order={1} size="h2">
              {t('inventory.cards.title')}
            </Title>
            <Button
              variant="default"
              leftSection={<LuArrowLeft aria-hidden />}
              onClick={() => void navigate(-1)}
            >
              {t('inventory.back')}
            </Button>
          </Group>
          <Text size="sm">{t('inventory.cards.intro')}</Text>
          <Group gap="sm" wrap="wrap">
            <SegmentedControl
              value={size}
              onChange={(value) => setSize(value as CardSize)}
              aria-label={t('inventory.cards.size')}
              data={[
                { value: 'a4', label: t('inventory.cards.a4') },
                { value: 'a6', label: t('inventory.cards.a6') },
              ]}
            />
            <Button
              leftSection={<LuPrinter aria-hidden />}
              onClick={() => window.print()}
              disabled={loading || found.length === 0}
            >
              {t('inventory.cards.printButton', { count: found.length })}
            </Button>
          </Group>
          {missing > 0 ? (
            <Alert color="yellow" variant="light">
              {t('inventory.cards.missing', { count: missing })}
            </Alert>
          ) : null}
        </Stack>
      </Paper>
      {codes.length === 0 ? (
        <Paper className={classes.toolbar} p="md" radius="md" withBorder>
          <Text c="dimmed">{t('inventory.cards.none')}</Text>
        </Paper>
      ) : loading ? (
        <Group justify="center">
          <Loader aria-label={t('app.loading')} />
        </Group>
      ) : (
        <div className={`${classes.sheet} ${size === 'a4' ? classes.sheetA4 : classes.sheetA6}`}>
          {found.map((item) => (
            <ItemCard
              key={item.code}
              code={item.code}
              name={item.name}
              description={item.description}
              made={
                item.crafted ? { effect: item.crafted.effect, line: madeLine(item.crafted) } : null
              }
            />
          ))}
        </div>
      )}
    </main>
  );
}
