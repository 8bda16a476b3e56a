import { describe, expect, it } from 'vitest';
import { whenFirstPageLeft, whenRouterOpen } from './router-open';

/** A router's state and its listeners, as far as the wait reads them. */
function fakeRouter(initialized: boolean) {
  const listeners = new Set<(state: { initialized: boolean }) => void>();
  const router = {
    state: { initialized },
    subscribe(listener: (state: { initialized: boolean }) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    settle(next: boolean) {
      router.state = { initialized: next };
      for (const listener of [...listeners]) listener(router.state);
    },
    listeners,
  };
  return router;
}

describe('waiting for the router to open the first page', () => {
  it('settles at once when the first page is already open', async () => {
    await expect(whenRouterOpen(fakeRouter(true) as never)).resolves.toBeUndefined();
  });

  it('settles when the first page opens, not on the changes before, and stops listening', async () => {
    const router = fakeRouter(false);
    let open = false;
    const opened = whenRouterOpen(router as never).then(() => {
      open = true;
    });
    router.settle(false);
    await Promise.resolve();
    expect(open).toBe(false);
    router.settle(true);
    await opened;
    expect(open).toBe(true);
    expect(router.listeners.size).toBe(0);
  });
});

describe('waiting for the member to leave the first page', () => {
  it('settles on a move to another path, not on changes on the same one, and stops listening', async () => {
    const listeners = new Set<(state: { location: { pathname: string } }) => void>();
    const router = {
      state: { location: { pathname: '/character/5/abilities' } },
      subscribe(listener: (state: { location: { pathname: string } }) => void) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    let left = false;
    const leaving = whenFirstPageLeft(router as never).then(() => {
      left = true;
    });
    for (const listener of [...listeners]) listener(router.state);
    await Promise.resolve();
    expect(left).toBe(false);
    for (const listener of [...listeners]) listener({ location: { pathname: '/dashboard' } });
    await leaving;
    expect(left).toBe(true);
    expect(listeners.size).toBe(0);
  });
});
