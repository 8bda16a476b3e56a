import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { noteMailsQueued } from '../../modules/notifications/mail-queue';
import { mailSweepHooks } from './notification-mails';

/** One write's hooks run around `work`, as Fastify runs them around its handler. */
function write(hooks: ReturnType<typeof mailSweepHooks>, work: () => void) {
  const request = { mailsQueuedAtStart: -1 } as FastifyRequest;
  const reply = {} as FastifyReply;
  const done = vi.fn();
  hooks.markStart.call(undefined as never, request, reply, done);
  work();
  hooks.sweepIfQueued.call(undefined as never, request, reply, done);
  expect(done).toHaveBeenCalledTimes(2);
}

describe('the mail sweep after a write', () => {
  it('runs after a write that queued a mail', () => {
    const sweep = vi.fn(() => Promise.resolve());
    write(mailSweepHooks(sweep), () => noteMailsQueued(1));
    expect(sweep).toHaveBeenCalledTimes(1);
  });

  it('does not look for mail after a write that notified nobody', () => {
    const sweep = vi.fn(() => Promise.resolve());
    write(mailSweepHooks(sweep), () => noteMailsQueued(0));
    write(mailSweepHooks(sweep), () => undefined);
    expect(sweep).not.toHaveBeenCalled();
  });
});
