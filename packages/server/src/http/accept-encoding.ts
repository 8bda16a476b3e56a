// The codings a client takes, read once per spelling of its Accept-Encoding header: the
// rules reads and the app's pages are both kept compressed and sent in the one it takes.

function accepts(acceptEncoding: string | undefined, wanted: 'gzip' | 'br'): boolean {
  if (!acceptEncoding) return false;
  return acceptEncoding.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding !== wanted && coding !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** What an Accept-Encoding header allows of the codings we keep. */
export interface Acceptance {
  br: boolean;
  gzip: boolean;
}

/**
 * Accept-Encoding headers already read. Browsers send one of a handful of spellings, and
 * parsing one costs more than the rest of a cached answer's own work; bounded, and
 * emptied when full, so odd headers cannot grow it.
 */
const acceptances = new Map<string, Acceptance>();
const ACCEPTANCES_SIZE = 64;

export function acceptance(acceptEncoding: string | undefined): Acceptance {
  if (!acceptEncoding) return { br: false, gzip: false };
  let known = acceptances.get(acceptEncoding);
  if (!known) {
    known = { br: accepts(acceptEncoding, 'br'), gzip: accepts(acceptEncoding, 'gzip') };
    if (acceptances.size >= ACCEPTANCES_SIZE) acceptances.clear();
    acceptances.set(acceptEncoding, known);
  }
  return known;
}
