import type { Impact } from '@club/shared/contract/review';

/** A rules write's answer: what it answered before, with the impact beside it. */
export type WithImpact<T> = T & { impact: Impact };

/** The path of a rules write, asking only what it would do when `dryRun` is set. */
export function rulesWritePath(path: string, dryRun = false): string {
  if (!dryRun) return path;
  return `${path}${path.includes('?') ? '&' : '?'}dry_run=true`;
}
