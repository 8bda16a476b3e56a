import type {
  EventListKind,
  EventLists,
  PaymentStatus,
  RosterList,
  SignupRole,
} from '@club/shared/contract/events';
import { dateFormat } from '@club/shared/dates';

/**
 * The organizers' lists as CSV files for a spreadsheet. Headers and values are in Danish,
 * the club's language, since the file is opened by the organizers as is.
 *
 * - `;` between fields: a Danish Excel reads a comma as the decimal mark and splits
 *   columns on `;` (the list separator of Danish regional settings); LibreOffice and
 *   Google Sheets detect it too. A comma would put each row in one cell.
 * - UTF-8 with a byte order mark, without which Excel reads the file as Windows-1252 and
 *   shows "Ã¸" for "ø".
 * - RFC 4180: CRLF line ends; a field with `;`, `"`, CR or LF is quoted, quotes doubled.
 * - A cell that starts with = + - @ (or a tab or CR) would be run as a formula by a
 *   spreadsheet ("CSV injection"); it gets a leading ' so it is shown as the text it is.
 */
export const CSV_SEPARATOR = ';';
const BOM = '\uFEFF';

export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(rows: readonly (readonly string[])[]): string {
  return BOM + rows.map((row) => row.map(csvCell).join(CSV_SEPARATOR)).join('\r\n') + '\r\n';
}

const ROLE: Record<SignupRole, string> = { player: 'Spiller', crew: 'Crew' };
const PAYMENT: Record<PaymentStatus, string> = {
  unpaid: 'Ikke betalt',
  partial: 'Delvist betalt',
  paid: 'Betalt',
  overpaid: 'Betalt for meget',
  refunded: 'Refunderet',
};

/** As the screen says it: a free place, or the state with what is missing. */
function payment(row: RosterList['rows'][number]): string {
  if (row.amount_due === 0) return 'Gratis';
  if (row.amount_owed > 0 && row.payment_status !== 'unpaid') {
    return `${PAYMENT[row.payment_status]} (mangler ${row.amount_owed} kr.)`;
  }
  return PAYMENT[row.payment_status];
}

const danish = dateFormat('da');
const when = (time: string | null) => (time === null ? '' : danish.dateTime(time));

export function kitchenCsv(lists: EventLists): string {
  const { kitchen } = lists;
  return toCsv([
    ['Kost', 'Antal'],
    ...kitchen.diets.map((group) => [group.diet, String(group.count)]),
    ['Ingen særlig kost', String(kitchen.no_diet)],
    ['I alt', String(kitchen.total)],
    [],
    ['Deltager', 'Figur', 'Rolle', 'Kost', 'Allergier'],
    ...kitchen.allergies.map((row) => [
      row.user_name,
      row.character_name ?? '',
      ROLE[row.role],
      row.diet,
      row.allergies,
    ]),
  ]);
}

export function firstAidCsv(lists: EventLists): string {
  return toCsv([
    [
      'Deltager',
      'Figur',
      'Rolle',
      'Allergier',
      'Pårørende',
      'Pårørendes telefon',
      'Under 18',
      'Forældre',
      'Gæst',
      'Gæstens telefon',
    ],
    ...lists.first_aid.rows.map((row) => [
      row.user_name,
      row.character_name ?? '',
      ROLE[row.role],
      row.allergies,
      row.emergency_contact?.name ?? '',
      row.emergency_contact?.phone ?? '',
      row.minor ? 'Ja' : '',
      row.guardians.map((g) => (g.phone ? `${g.name} (${g.phone})` : g.name)).join(', '),
      ...guestCells(row),
    ]),
  ]);
}

export function rosterCsv(lists: EventLists): string {
  return toCsv([
    [
      'Deltager',
      'Figur',
      'Rolle',
      'Betaling',
      'Foto',
      'Ankommet',
      'Tjekket ud',
      'Under 18',
      'Gæst',
      'Gæstens telefon',
    ],
    ...lists.roster.rows.map((row) => [
      row.user_name,
      row.character_name ?? '',
      ROLE[row.role],
      payment(row),
      row.photo_consent ? 'Ja' : 'Nej til foto',
      when(row.checked_in_at),
      when(row.checked_out_at),
      row.minor ? 'Ja' : '',
      ...guestCells(row),
    ]),
  ]);
}

/** A guest without an account (a walk-in) and the phone they gave at the gate. */
function guestCells(row: { guest: boolean; guest_phone: string | null }): string[] {
  return row.guest ? ['Ja', row.guest_phone ?? ''] : ['', ''];
}

const FILE_NAMES: Record<EventListKind, string> = {
  kitchen: 'køkkenliste',
  'first-aid': 'førstehjælpsliste',
  roster: 'deltagerliste',
};

/** "Slaget ved Ravnemark" → "slaget-ved-ravnemark" (Danish letters kept). */
function slug(title: string): string {
  return (
    title
      .toLocaleLowerCase('da')
      .replace(/[^a-z0-9æøåäöü]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'arrangement'
  );
}

/** ASCII stand-ins for the filename= fallback of clients without filename*. */
const ascii = (name: string) =>
  name
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'oe')
    .replace(/å/g, 'aa')
    .replace(/[^\x20-\x7e]/g, '_');

/**
 * `attachment` with the Danish name (køkkenliste-slaget-ved-ravnemark.csv) as RFC 6266
 * filename*, and an ASCII one for older clients.
 */
export function csvDisposition(kind: EventListKind, title: string): string {
  const name = `${FILE_NAMES[kind]}-${slug(title)}.csv`;
  return `attachment; filename="${ascii(name)}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export function listCsv(kind: EventListKind, lists: EventLists): string {
  switch (kind) {
    case 'kitchen':
      return kitchenCsv(lists);
    case 'first-aid':
      return firstAidCsv(lists);
    case 'roster':
      return rosterCsv(lists);
  }
}
