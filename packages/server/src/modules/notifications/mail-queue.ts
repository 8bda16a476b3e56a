let queued = 0;

/**
 * How many notification mails this process has queued since it started. A write that sees
 * the count move while it ran sweeps the mails after its answer, so the many writes that
 * notify nobody (a sheet saved) never look for mail.
 */
export function mailsQueued(): number {
  return queued;
}

export function noteMailsQueued(count: number): void {
  queued += count;
}
