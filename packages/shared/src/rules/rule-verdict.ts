/**
 * The answer of every character rule: allowed, or refused with a stable message key (the
 * web translates it; the server answers it as the 409's `code`), SPEC's English text, and
 * the numbers the text names so a translation can name them too.
 */

export interface RuleRefusal {
  ok: false;
  code: string;
  message: string;
  params?: Record<string, number>;
}

export type RuleVerdict = { ok: true } | RuleRefusal;

export interface RuleText {
  readonly code: string;
  /** English; `{name}` marks a number filled in from the refusal's params. */
  readonly message: string;
}

export const ALLOWED: RuleVerdict = { ok: true };

export function refuse(rule: RuleText, params?: Record<string, number>): RuleRefusal {
  const message = params
    ? rule.message.replace(/\{(\w+)\}/g, (whole, key: string) =>
        key in params ? String(params[key]) : whole,
      )
    : rule.message;
  return params
    ? { ok: false, code: rule.code, message, params }
    : { ok: false, code: rule.code, message };
}

/** The first refusal among checks run in order, or ALLOWED. */
export function firstRefusal(...checks: Array<() => RuleVerdict>): RuleVerdict {
  for (const check of checks) {
    const verdict = check();
    if (!verdict.ok) return verdict;
  }
  return ALLOWED;
}
