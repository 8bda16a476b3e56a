import { EVENT_TIME_ZONE } from '@club/shared/contract/events-constants';

/**
 * Events happen in Denmark: the form's datetime fields hold Copenhagen wall time whatever
 * the browser's own zone, and the API wants ISO 8601 with the offset of that moment.
 */

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: EVENT_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

function wallTimeAt(utcMs: number): WallTime & { second: number } {
  const parts = Object.fromEntries(
    partsFormat.formatToParts(new Date(utcMs)).map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** Minutes Copenhagen is ahead of UTC at that instant (60 in winter, 120 in summer). */
function offsetMinutesAt(utcMs: number): number {
  const wall = wallTimeAt(utcMs);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return Math.round((asUtc - Math.floor(utcMs / 1000) * 1000) / 60_000);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `2027-03-13T10:00` (Copenhagen wall time) → `2027-03-13T10:00:00+01:00`; null if unreadable. */
export function copenhagenInputToIso(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const wallAsUtc = Date.UTC(year, month - 1, day, hour, minute);
  if (Number.isNaN(wallAsUtc)) return null;
  // The offset at the guessed instant, then again at the corrected one (the change of
  // summer time lies between them only in the hour the clocks skip or repeat).
  let offset = offsetMinutesAt(wallAsUtc - offsetMinutesAt(wallAsUtc) * 60_000);
  offset = offsetMinutesAt(wallAsUtc - offset * 60_000);
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  return `${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** An ISO time → the Copenhagen wall time a datetime-local field shows (`2027-03-13T10:00`). */
export function isoToCopenhagenInput(iso: string | null): string {
  if (!iso) return '';
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  const wall = wallTimeAt(ms);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}
