import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './service-worker';

/** A stand-in for navigator.serviceWorker: its controller, its events, registrations. */
function fakeWorkers(controller: object | null) {
  const events = new EventTarget();
  const register = vi.fn(async () => ({}));
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      controller,
      register,
      addEventListener: events.addEventListener.bind(events),
      removeEventListener: events.removeEventListener.bind(events),
    },
  });
  return { register, takeOver: () => events.dispatchEvent(new Event('controllerchange')) };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the service worker registration', () => {
  it('registers the worker under the base path', () => {
    const workers = fakeWorkers(null);
    registerServiceWorker(() => {}, true);
    expect(workers.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('tells the member when a new version takes over from an older one', () => {
    const workers = fakeWorkers({});
    const onUpdate = vi.fn();
    registerServiceWorker(onUpdate, true);
    workers.takeOver();
    expect(onUpdate).toHaveBeenCalledOnce();
  });

  it('says nothing when the first worker is installed on a first visit', () => {
    const workers = fakeWorkers(null);
    const onUpdate = vi.fn();
    registerServiceWorker(onUpdate, true);
    workers.takeOver();
    expect(onUpdate).not.toHaveBeenCalled();
  });
});
