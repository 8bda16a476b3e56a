/**
 * An iCalendar document (RFC 5545) of the season's events, written by hand: the format is
 * small, and the rules that trip calendars up are few and kept here: CRLF line ends,
 * lines folded at 75 octets without splitting a character, TEXT values escaped, times in
 * UTC.
 */

export interface FeedEvent {
  id: number;
  title: string;
  description: string;
  location: string;
  starts_at: string;
  ends_at: string;
  status: string;
  /** When the event or the member's sign-up last changed: DTSTAMP and LAST-MODIFIED. */
  revised_at: string;
  /** The member's own sign-up, if any. */
  signup: { status: string; waitlist_position: number | null } | null;
}

const MAX_OCTETS = 75;

/** TEXT values: backslash, semicolon, comma and line breaks are escaped (3.3.11). */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds a content line into lines of at most 75 octets (3.1); each continuation begins
 * with a space, which counts. A UTF-8 character is never split.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > MAX_OCTETS) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n');
}

/** `20260501T080000Z`: a DATE-TIME in UTC. */
export function utcStamp(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** The member's status in front of the title, as a phone's calendar shows it. */
export function feedSummary(event: FeedEvent): string {
  if (event.status === 'cancelled') return `[Aflyst] ${event.title}`;
  if (!event.signup || event.signup.status === 'withdrawn') return event.title;
  if (event.signup.status === 'waitlisted') {
    return `[Venteliste ${event.signup.waitlist_position ?? ''}] ${event.title}`.replace(' ]', ']');
  }
  return `[Tilmeldt] ${event.title}`;
}

export function calendarFeed(input: {
  name: string;
  /** The host that names the UIDs, e.g. `klub.example.dk`. */
  host: string;
  events: readonly FeedEvent[];
  eventLink: (id: number) => string;
}): string {
  // No METHOD: DTSTAMP then means when the information last changed (3.8.7.2), so the
  // same data gives the same feed, byte for byte, and a calendar app sees what moved.
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Klubben//Arrangementer//DA',
    'CALSCALE:GREGORIAN',
    `X-WR-CALNAME:${escapeText(input.name)}`,
  ];
  for (const event of input.events) {
    const link = input.eventLink(event.id);
    const description = [event.description, link].filter(Boolean).join('\n\n');
    lines.push(
      'BEGIN:VEVENT',
      `UID:event-${event.id}@${input.host}`,
      `DTSTAMP:${utcStamp(event.revised_at)}`,
      `LAST-MODIFIED:${utcStamp(event.revised_at)}`,
      `DTSTART:${utcStamp(event.starts_at)}`,
      `DTEND:${utcStamp(event.ends_at)}`,
      `SUMMARY:${escapeText(feedSummary(event))}`,
      ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
      `DESCRIPTION:${escapeText(description)}`,
      `URL:${link}`,
      `STATUS:${event.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED'}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
