import { describe, expect, it } from 'vitest';
import type { DocumentSummary } from '@club/shared/contract/documents';
import type { Language } from '@club/shared/contract/languages';
import { keepsOffline } from '../../lib/offline-cache';
import type { EventSummary, EventsResponse, MySignupSummary } from '@club/shared/contract/events';
import {
  documentReads,
  languageFontReads,
  OWN_READS,
  RULES_READS,
  ticketReads,
} from './offline-reads';

function summary(id: number, languageId: number, readable: 0 | 1): DocumentSummary {
  return {
    id,
    language_id: languageId,
    title: `Brev ${id}`,
    visible: 1,
    readable,
    updated_at: '2026-11-01T12:00:00.000Z',
  };
}

/** Only the fields the choice of tickets reads. */
function event(id: number, status: EventSummary['status']) {
  return { id, status } as EventSummary;
}
function mine(eventId: number, status: 'confirmed' | 'waitlisted') {
  return { id: eventId * 10, event_id: eventId, status } as MySignupSummary;
}

describe('what is fetched for reading offline', () => {
  it('fetches the events the member holds a ticket for, and keeps them', () => {
    const answer: EventsResponse = {
      events: [
        event(1, 'published'),
        event(2, 'published'),
        event(3, 'published'),
        event(4, 'cancelled'),
      ],
      my_signups: [mine(1, 'confirmed'), mine(2, 'waitlisted'), mine(4, 'confirmed')],
    };
    expect(ticketReads(answer)).toEqual(['events/1']);
    for (const path of [...OWN_READS, ...ticketReads(answer)]) {
      expect(keepsOffline(path, []), path).toBe(true);
    }
  });

  it('fetches the bodies of the documents the member may read, and every list of titles', () => {
    const reads = documentReads([summary(1, 3, 1), summary(2, 3, 0), summary(4, 5, 0)]);
    expect(reads).toEqual(['languages/3/documents', 'languages/5/documents', 'documents/1']);
    expect(reads).not.toContain('documents/2');
  });

  it('keeps every read it fetches in the offline store', () => {
    const reads = [...RULES_READS, ...documentReads([summary(1, 3, 1)])];
    for (const path of reads) expect(keepsOffline(path, []), path).toBe(true);
  });

  it('fetches the fonts of the languages the active character knows, by the shared rule', () => {
    const language = (id: number, name: string, hasFont: 0 | 1) =>
      ({ id, name, has_font: hasFont }) as unknown as Language;
    const known = [
      { name: ' ALFISK ', type: 'Sprog' },
      { name: 'Dværgisk', type: 'Kamp' },
    ] as never;
    expect(
      languageFontReads(
        [language(1, 'Alfisk', 1), language(2, 'Dværgisk', 1), language(3, 'alfisk', 0)],
        known,
      ),
    ).toEqual(['languages/1/font']);
  });
});
