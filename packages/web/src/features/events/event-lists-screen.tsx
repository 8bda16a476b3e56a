import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from 'mantine-toast-store';
import { Link } from 'react-router';
import { LuArrowLeft, LuDownload, LuPrinter, LuScrollText } from 'react-icons/lu';
import type { EventListKind, EventLists, SignupRole } from '@club/shared/contract/events';
import { useErrorMessage } from '../../api/use-error-message';
import { LoadError } from '../../components/load-error';
import { paths } from '../../config/paths';
import { downloadEventList } from './api/download-event-list';
import { useEvent } from './api/get-event';
import { useEventLists } from './api/get-event-lists';
import { GuardianPhones, MinorBadge } from './components/minor-info';
import { useEventFormat } from './components/use-event-format';
import { useEventId } from './hooks/use-event-id';
import classes from './lists/event-lists.module.css';

/**
 * /events/{id}/lists (staff): the kitchen's list, the first-aid list and the roster of
 * the confirmed sign-ups, on screen, printed one list per A4 sheet, or as CSV files; and
 * the way to print every confirmed player's character sheet.
 */
export function EventListsScreen() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const id = useEventId();
  const event = useEvent(id);
  const lists = useEventLists(id);

  const back = id === null ? paths.events.list : paths.events.details(id);
  const failed = lists.error ?? event.error;

  return (
    <div className={classes.screen}>
      <Paper className={classes.toolbar} p="md" radius="md" withBorder component="section">
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Title order={1} size="h2">
              {t('eventLists.title')}
            </Title>
            <Button
              component={Link}
              to={back}
              variant="default"
              leftSection={<LuArrowLeft aria-hidden />}
            >
              {t('eventLists.back')}
            </Button>
          </Group>
          {event.data ? <Text fw={600}>{event.data.title}</Text> : null}
          <Text size="sm">{t('eventLists.intro')}</Text>
          <Group gap="sm" wrap="wrap">
            <Button
              leftSection={<LuPrinter aria-hidden />}
              onClick={() => window.print()}
              disabled={!lists.isSuccess}
            >
              {t('eventLists.print')}
            </Button>
            {id !== null ? (
              <Button
                component={Link}
                to={paths.print.eventSheets(id)}
                variant="default"
                leftSection={<LuScrollText aria-hidden />}
              >
                {t('eventLists.printSheets', {
                  count: lists.data?.player_character_ids.length ?? 0,
                })}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </Paper>
      {id === null ? (
        <LoadError message={t('events.details.notFound')} />
      ) : failed ? (
        <LoadError
          message={errorMessage(failed, 'eventLists.loadFailed')}
          onRetry={() => void lists.refetch()}
        />
      ) : !lists.data ? (
        <Group justify="center">
          <Loader aria-label={t('app.loading')} />
        </Group>
      ) : (
        <main className={classes.paper}>
          {lists.data.personal_data_erased ? (
            <Alert color="gray" mb="md">
              {t('eventLists.erased')}
            </Alert>
          ) : null}
          <KitchenList eventId={id} lists={lists.data} title={event.data?.title} />
          <FirstAidList eventId={id} lists={lists.data} title={event.data?.title} />
          <Roster eventId={id} lists={lists.data} title={event.data?.title} />
        </main>
      )}
    </div>
  );
}

interface ListProps {
  eventId: number;
  lists: EventLists;
  title: string | undefined;
}

/** One list of the event: its heading with the CSV download, then what it shows. */
function ListSection({
  kind,
  eventId,
  title,
  children,
}: {
  kind: EventListKind;
  eventId: number;
  title: string | undefined;
  children: ReactNode;
}) {
  return (
    <section className={classes.list} aria-labelledby={`list-${kind}`}>
      <ListHeading kind={kind} eventId={eventId} title={title} />
      {children}
    </section>
  );
}

function ListHeading({
  kind,
  eventId,
  title,
}: {
  kind: EventListKind;
  eventId: number;
  title: string | undefined;
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const [busy, setBusy] = useState(false);
  const heading = t(`eventLists.${kind}.title`);
  const download = async () => {
    setBusy(true);
    try {
      await downloadEventList(eventId, kind, `${t(`eventLists.${kind}.file`)}.csv`);
    } catch (error) {
      notifications.show({
        color: 'red',
        message: errorMessage(error, 'eventLists.downloadFailed'),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
      <h2 id={`list-${kind}`}>
        {heading}
        {title ? <Text span size="sm" fw={400}>{` · ${title}`}</Text> : null}
      </h2>
      <Button
        size="xs"
        variant="default"
        className={classes.noPrint}
        leftSection={<LuDownload aria-hidden />}
        loading={busy}
        onClick={() => void download()}
        aria-label={t('eventLists.downloadNamed', { list: heading })}
      >
        {t('eventLists.download')}
      </Button>
    </Group>
  );
}

/** Who a row of a list is: the member, the character they come as, and their role. */
interface SignupRow {
  signup_id: number;
  user_name: string;
  character_name: string | null;
  role: SignupRole;
  /** A guest without an account, and the phone they gave at the gate. */
  guest: boolean;
  guest_phone: string | null;
}

/** A list's own column after who the row is: its heading (eventLists.column.*) and cell. */
interface Column<Row> {
  name: string;
  cell: (row: Row) => ReactNode;
  nowrap?: boolean;
}

/**
 * A table of sign-ups: the member, character and role, then the list's own columns. On a
 * phone each row reads as a card with every field after its name (data-label, which the
 * card shows before the value); on paper and a wide screen it is the table.
 */
function SignupTable<Row extends SignupRow>({
  rows,
  columns,
}: {
  rows: Row[];
  columns: Column<Row>[];
}) {
  const { t } = useTranslation();
  const label = (name: string) => t(`eventLists.column.${name}`);
  const headings = ['member', 'character', 'role', ...columns.map((column) => column.name)];
  return (
    <table className={`${classes.table} ${classes.cards}`}>
      <thead>
        <tr>
          {headings.map((name) => (
            <th key={name}>{label(name)}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.signup_id}>
            <td data-label={label('member')} className={classes.lead}>
              {row.user_name}
              {row.guest ? (
                <div className={classes.guest}>
                  {[t('eventLists.guest'), row.guest_phone].filter(Boolean).join(' · ')}
                </div>
              ) : null}
            </td>
            <td data-label={label('character')}>{row.character_name ?? '—'}</td>
            <td data-label={label('role')}>{t(`eventLists.role.${row.role}`)}</td>
            {columns.map((column) => (
              <td
                key={column.name}
                data-label={label(column.name)}
                style={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}
              >
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function KitchenList({ eventId, lists, title }: ListProps) {
  const { t } = useTranslation();
  const { kitchen } = lists;
  return (
    <ListSection kind="kitchen" eventId={eventId} title={title}>
      {/* Reachable by keyboard, so a table wider than a phone scrolls without a mouse. */}
      <div
        className={classes.scroll}
        role="group"
        aria-labelledby="list-kitchen"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region
        tabIndex={0}
      >
        <table className={classes.table}>
          <thead>
            <tr>
              <th>{t('eventLists.kitchen.diet')}</th>
              <th className={classes.number}>{t('eventLists.kitchen.count')}</th>
            </tr>
          </thead>
          <tbody>
            {kitchen.diets.map((group) => (
              <tr key={group.diet}>
                <td>{group.diet}</td>
                <td className={classes.number}>{group.count}</td>
              </tr>
            ))}
            <tr>
              <td>{t('eventLists.kitchen.noDiet')}</td>
              <td className={classes.number}>{kitchen.no_diet}</td>
            </tr>
          </tbody>
          <tfoot>
            <tr>
              <td>{t('eventLists.kitchen.total')}</td>
              <td className={classes.number}>{kitchen.total}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <h3>{t('eventLists.kitchen.allergiesTitle', { count: kitchen.allergies.length })}</h3>
      {kitchen.allergies.length === 0 ? (
        <Text size="sm">{t('eventLists.kitchen.noAllergies')}</Text>
      ) : (
        <SignupTable
          rows={kitchen.allergies}
          columns={[
            { name: 'diet', cell: (row) => row.diet },
            { name: 'allergies', cell: (row) => row.allergies },
          ]}
        />
      )}
    </ListSection>
  );
}

function FirstAidList({ eventId, lists, title }: ListProps) {
  const { t } = useTranslation();
  const { expected, arrived, on_site: onSite } = lists.first_aid.headcount;
  return (
    <ListSection kind="first-aid" eventId={eventId} title={title}>
      <Text fw={700} data-testid="first-aid-headcount">
        {t('eventLists.first-aid.headcount', { onSite, arrived, expected })}
      </Text>
      <SignupTable
        rows={lists.first_aid.rows}
        columns={[
          {
            name: 'minor',
            cell: (row) =>
              row.minor ? (
                <>
                  <MinorBadge />
                  <GuardianPhones guardians={row.guardians} />
                </>
              ) : (
                '—'
              ),
          },
          { name: 'allergies', cell: (row) => row.allergies || '—' },
          { name: 'contact', cell: (row) => row.emergency_contact?.name ?? '—' },
          {
            name: 'phone',
            nowrap: true,
            cell: (row) =>
              row.emergency_contact ? (
                <a href={`tel:${row.emergency_contact.phone.replace(/\s+/g, '')}`}>
                  {row.emergency_contact.phone}
                </a>
              ) : null,
          },
        ]}
      />
    </ListSection>
  );
}

function Roster({ eventId, lists, title }: ListProps) {
  const { t } = useTranslation();
  const format = useEventFormat();
  const payment = (row: EventLists['roster']['rows'][number]) => {
    if (row.amount_due === 0) return t('eventLists.payment.free');
    const state = t(`eventLists.payment.${row.payment_status}`);
    return row.amount_owed > 0 && row.payment_status !== 'unpaid'
      ? t('eventLists.payment.missing', { state, amount: format.kroner(row.amount_owed) })
      : state;
  };
  return (
    <ListSection kind="roster" eventId={eventId} title={title}>
      <SignupTable
        rows={lists.roster.rows}
        columns={[
          { name: 'minor', cell: (row) => (row.minor ? <MinorBadge /> : '—') },
          { name: 'paid', cell: payment },
          {
            name: 'photo',
            cell: (row) =>
              row.photo_consent ? (
                t('eventLists.photo.yes')
              ) : (
                <strong>{t('eventLists.photo.no')}</strong>
              ),
          },
          {
            name: 'arrived',
            cell: (row) => (row.checked_in_at ? format.dateTime(row.checked_in_at) : '—'),
          },
        ]}
      />
    </ListSection>
  );
}
