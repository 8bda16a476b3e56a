/**
 * Ticket codes: short enough to read aloud at a gate when the QR code will not scan
 * ("K7QM-4PXR"), from an alphabet without look-alikes (no 0/O, 1/I/L, U/V), and still
 * unguessable: 30^8 (about 6.6 × 10^11) codes, looked up only by staff, rate-limited.
 * Tickets issued before carry 24 mixed-case characters; those keep working as they are.
 */
export const TICKET_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const TICKET_CODE_LENGTH = 8;
/** Characters per group: "K7QM-4PXR". */
const GROUP = 4;
/** The largest multiple of the alphabet's size below 256: bytes above it are drawn again. */
const FAIR_BELOW = 256 - (256 % TICKET_ALPHABET.length);

/** A new code from a source of random bytes (the server's crypto), grouped with a dash. */
export function newTicketCode(randomBytes: (count: number) => Uint8Array): string {
  let code = '';
  while (code.length < TICKET_CODE_LENGTH) {
    for (const byte of randomBytes(TICKET_CODE_LENGTH * 2)) {
      if (byte >= FAIR_BELOW) continue;
      code += TICKET_ALPHABET[byte % TICKET_ALPHABET.length];
      if (code.length === TICKET_CODE_LENGTH) break;
    }
  }
  return `${code.slice(0, GROUP)}-${code.slice(GROUP)}`;
}

/**
 * The code as stored, from what was typed or scanned: a short code is found whatever its
 * case, spacing or dashes ("k7qm 4pxr"); anything else (a ticket issued before, with its
 * case that matters) is only trimmed.
 */
export function normalizeTicketCode(input: string): string {
  const trimmed = input.trim();
  const bare = trimmed.toUpperCase().replace(/[\s-]+/g, '');
  if (bare.length !== TICKET_CODE_LENGTH) return trimmed;
  if (![...bare].every((char) => TICKET_ALPHABET.includes(char))) return trimmed;
  return `${bare.slice(0, GROUP)}-${bare.slice(GROUP)}`;
}

/**
 * The ticket code a scanned QR code carries: the address of a ticket of this event
 * (`…/events/{id}/check-in/{code}`, under any base path), or a bare code. Null for
 * anything else, such as a ticket of another event or an unrelated QR code.
 */
export function ticketCodeFromScan(text: string, eventId: number): string | null {
  const value = text.trim();
  const address = /\/events\/(\d+)\/check-in\/([^/?#\s]+)\/?(?:[?#].*)?$/.exec(value);
  if (address) {
    if (Number(address[1]) !== eventId) return null;
    try {
      return normalizeTicketCode(decodeURIComponent(address[2] ?? ''));
    } catch {
      // A malformed escape (%E0%A4%A) names no ticket.
      return null;
    }
  }
  if (/^[A-Za-z0-9_-]{8,40}$/.test(value.replace(/\s+/g, ''))) return normalizeTicketCode(value);
  return null;
}
