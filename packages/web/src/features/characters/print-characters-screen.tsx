import { useMemo, useRef, useState } from 'react';
import {
  Button,
  Group,
  Loader,
  MultiSelect,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { LuArrowLeft, LuDownload, LuPrinter } from 'react-icons/lu';
import { LoadError } from '../../components/load-error';
import { paths } from '../../config/paths';
import { useMembers } from './api/get-members';
import { usePrintSheets } from './api/get-print-sheets';
import { downloadPagesAsPdf } from './print/download-pdf';
import { PrintSheet } from './print/print-sheet';
import classes from './print/print-toolbar.module.css';

type Filter = 'active' | 'members';

/** `?event=ID`: the sheets of that event's confirmed players (from the event's lists). */
function useEventParam(): number | null {
  const raw = useSearchParams()[0].get('event');
  return raw !== null && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

/**
 * /print/characters (staff): every active character, or the characters of chosen members,
 * or (?event=ID) exactly the sheets of an event's confirmed players, one character per A4
 * page, printed in one job or downloaded as one PDF.
 */
export function PrintCharactersScreen() {
  const { t } = useTranslation();
  const eventId = useEventParam();
  const [filter, setFilter] = useState<Filter>('active');
  const [chosen, setChosen] = useState<string[]>([]);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const members = useMembers(debounced);
  const [known, setKnown] = useState<Record<string, string>>({});
  const userIds = useMemo(
    () => (filter === 'active' ? null : chosen.map(Number)),
    [filter, chosen],
  );
  const sheets = usePrintSheets(
    userIds,
    eventId !== null || filter === 'active' || chosen.length > 0,
    eventId,
  );
  const [printedAt] = useState(() => new Date());
  const [makingPdf, setMakingPdf] = useState(false);
  const pagesRef = useRef<HTMLDivElement>(null);

  const options = useMemo(() => {
    const found = Object.fromEntries(
      (members.data ?? []).map((m) => [String(m.id), `${m.name} (${m.email})`]),
    );
    const all = { ...known, ...found };
    return Object.entries(all).map(([value, label]) => ({ value, label }));
  }, [members.data, known]);

  const list = sheets.data?.sheets ?? [];
  const ready = list.length > 0 && !sheets.isFetching;

  const downloadPdf = async () => {
    const pages = [...(pagesRef.current?.querySelectorAll<HTMLElement>('article') ?? [])];
    setMakingPdf(true);
    try {
      await downloadPagesAsPdf(pages, `figurer-${printedAt.toISOString().slice(0, 10)}.pdf`);
    } finally {
      setMakingPdf(false);
    }
  };

  return (
    <div className={classes.screen}>
      <Paper className={classes.toolbar} p="md" radius="md" withBorder component="section">
        <Stack gap="sm" w="100%">
          <Group justify="space-between" wrap="wrap">
            <Title order={1} size="h2">
              {eventId !== null ? t('print.eventTitle') : t('print.bulkTitle')}
            </Title>
            <Button
              component={Link}
              to={eventId !== null ? paths.events.lists(eventId) : paths.manage.users}
              variant="default"
              leftSection={<LuArrowLeft aria-hidden />}
            >
              {t('print.back')}
            </Button>
          </Group>
          <Text>{eventId !== null ? t('print.eventIntro') : t('print.bulkIntro')}</Text>
          {eventId === null ? (
            <SegmentedControl
              aria-label={t('print.filter')}
              value={filter}
              onChange={(value) => setFilter(value as Filter)}
              data={[
                { value: 'active', label: t('print.filterAll') },
                { value: 'members', label: t('print.filterMembers') },
              ]}
            />
          ) : null}
          {eventId === null && filter === 'members' && (
            <MultiSelect
              label={t('print.members')}
              placeholder={t('print.membersPlaceholder')}
              data={options}
              value={chosen}
              onChange={(values) => {
                setChosen(values);
                setKnown((before) => ({
                  ...before,
                  ...Object.fromEntries(
                    options.filter((o) => values.includes(o.value)).map((o) => [o.value, o.label]),
                  ),
                }));
              }}
              searchable
              searchValue={search}
              onSearchChange={setSearch}
              filter={({ options: all }) => all}
              clearable
            />
          )}
          <Group justify="space-between" wrap="wrap">
            <Text fw={600} role="status">
              {sheets.isFetching ? t('app.loading') : t('print.count', { count: list.length })}
            </Text>
            <Group gap="sm">
              <Button
                variant="default"
                leftSection={<LuDownload aria-hidden />}
                onClick={() => void downloadPdf()}
                loading={makingPdf}
                disabled={!ready}
              >
                {makingPdf ? t('print.makingPdf') : t('print.downloadPdf')}
              </Button>
              <Button
                leftSection={<LuPrinter aria-hidden />}
                onClick={() => window.print()}
                disabled={!ready}
              >
                {t('print.printNow')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </Paper>
      <main ref={pagesRef}>
        {sheets.isError ? (
          <LoadError message={t('print.nothing')} onRetry={() => void sheets.refetch()} />
        ) : sheets.isPending && sheets.fetchStatus !== 'idle' ? (
          <Group justify="center">
            <Loader aria-label={t('app.loading')} />
          </Group>
        ) : list.length === 0 ? (
          <Text ta="center">{t('print.nothing')}</Text>
        ) : (
          list.map((sheet) => (
            <PrintSheet key={sheet.character.id} sheet={sheet} printedAt={printedAt} />
          ))
        )}
      </main>
    </div>
  );
}
