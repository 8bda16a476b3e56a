import { describe, expect, it } from 'vitest';
import { newTicketCode, normalizeTicketCode, TICKET_ALPHABET, ticketCodeFromScan } from './tickets';

const bytes = (values: number[]) => () => Uint8Array.from(values);

describe('ticket codes', () => {
  it('are eight characters of an alphabet without look-alikes, grouped four and four', () => {
    expect(TICKET_ALPHABET).not.toMatch(/[01ILOU]/);
    expect(new Set(TICKET_ALPHABET).size).toBe(30);
    const code = newTicketCode((count) => {
      const out = new Uint8Array(count);
      for (let i = 0; i < count; i++) out[i] = Math.floor(Math.random() * 256);
      return out;
    });
    expect(code).toMatch(/^[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/);
  });

  it('draws again rather than favour the first characters (bytes of 240 and above)', () => {
    const source = [255, 240, ...Array.from({ length: 14 }, (_, i) => i)];
    expect(newTicketCode(bytes(source))).toBe('2345-6789');
  });

  it('are found whatever the case, spaces and dashes typed; older codes keep their case', () => {
    expect(normalizeTicketCode(' k7qm 4pxr ')).toBe('K7QM-4PXR');
    expect(normalizeTicketCode('K7QM4PXR')).toBe('K7QM-4PXR');
    expect(normalizeTicketCode('RmnMgenTcn0jo3gjE4yzmWgv')).toBe('RmnMgenTcn0jo3gjE4yzmWgv');
    // O is not in the alphabet: not a short code, so left as typed.
    expect(normalizeTicketCode('K7QM-4PXO')).toBe('K7QM-4PXO');
  });

  it("reads a scanned ticket's address or a bare code, for this event only", () => {
    expect(ticketCodeFromScan('https://klub.example/klub/events/3/check-in/K7QM-4PXR', 3)).toBe(
      'K7QM-4PXR',
    );
    expect(
      ticketCodeFromScan('http://127.0.0.1/events/3/check-in/RmnMgenTcn0jo3gjE4yzmWgv', 3),
    ).toBe('RmnMgenTcn0jo3gjE4yzmWgv');
    expect(ticketCodeFromScan('http://127.0.0.1/events/4/check-in/K7QM-4PXR', 3)).toBeNull();
    expect(ticketCodeFromScan('k7qm-4pxr', 3)).toBe('K7QM-4PXR');
    expect(ticketCodeFromScan('https://example.org/menu', 3)).toBeNull();
    expect(ticketCodeFromScan('http://x/events/3/check-in/%E0%A4%A', 3)).toBeNull();
  });
});
