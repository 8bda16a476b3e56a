import type { Impact } from '@club/shared/contract/review';

/** A rules write's answer: what it answered before, with the impact beside it. */
export type WithImpact<T> = T & { impact: Impact };

/** The path of a rules write, asking only what it would do when `dryRun` is set. */
export function rulesWritePath(path: string, dryRun = false): string {
  if (!dryRun) return path;
  return `${path}${path.includes('?') ? '&' : '?'}dry_run=true`;
}

/**
 * The impact of an edit made of several writes (a race's fields, then its picture): each
 * character once, with every reason any of the writes gives.
 */
export function mergeImpacts(...impacts: Impact[]): Impact {
  const byId = new Map<number, Impact['characters'][number]>();
  for (const impact of impacts) {
    for (const character of impact.characters) {
      const known = byId.get(character.id);
      if (!known) {
        byId.set(character.id, { ...character, reasons: [...character.reasons] });
        continue;
      }
      const seen = new Set(known.reasons.map((reason) => JSON.stringify(reason)));
      for (const reason of character.reasons) {
        if (!seen.has(JSON.stringify(reason))) known.reasons.push(reason);
      }
    }
  }
  return { characters: [...byId.values()] };
}
