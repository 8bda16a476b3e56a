import { describe, expect, it } from 'vitest';
import { calendarFeed, escapeText, feedSummary, foldLine, utcStamp } from './calendar-feed';

describe('iCalendar feed text', () => {
  it('escapes backslash, semicolon, comma and line breaks in TEXT values', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds at 75 octets with a leading space, never splitting a character', () => {
    const line = `SUMMARY:${'æøå'.repeat(40)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    for (const part of folded.slice(1)) expect(part.startsWith(' ')).toBe(true);
    expect(folded.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });

  it('writes times in UTC basic form', () => {
    expect(utcStamp('2027-05-01T10:00:00+02:00')).toBe('20270501T080000Z');
  });

  it('puts the member’s status in front of the title', () => {
    const base = {
      id: 1,
      title: 'Ting',
      description: '',
      location: '',
      starts_at: '2027-05-01T08:00:00.000Z',
      ends_at: '2027-05-02T08:00:00.000Z',
      status: 'published',
      revised_at: '2027-01-01T00:00:00.000Z',
    };
    expect(feedSummary({ ...base, signup: null })).toBe('Ting');
    expect(feedSummary({ ...base, signup: { status: 'confirmed', waitlist_position: null } })).toBe(
      '[Tilmeldt] Ting',
    );
    expect(feedSummary({ ...base, signup: { status: 'waitlisted', waitlist_position: 3 } })).toBe(
      '[Venteliste 3] Ting',
    );
    expect(feedSummary({ ...base, status: 'cancelled', signup: null })).toBe('[Aflyst] Ting');
  });

  it('ends every line with CRLF and has one VEVENT per event', () => {
    const text = calendarFeed({
      name: 'Klub',
      host: 'klub.example.dk',
      eventLink: (id) => `https://klub.example.dk/events/${id}`,
      events: [1, 2].map((id) => ({
        id,
        title: `Ting ${id}`,
        description: 'Linje 1\nLinje 2',
        location: 'Skov, Nord',
        starts_at: '2027-05-01T08:00:00.000Z',
        ends_at: '2027-05-02T08:00:00.000Z',
        status: 'published',
        revised_at: '2027-01-01T00:00:00.000Z',
        signup: null,
      })),
    });
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(text).toContain('UID:event-1@klub.example.dk');
    expect(text).toContain('LOCATION:Skov\\, Nord');
    expect(text).toContain('DTSTAMP:20270101T000000Z');
  });
});
