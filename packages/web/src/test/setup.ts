import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { limitsFor } from '../../../../test-limits';

// Mantine screens render slowly in jsdom on a busy machine: findBy* and waitFor wait as long
// as a wait of this project may take on a machine ten times slower than a quiet one.
configure({ asyncUtilTimeout: limitsFor('web').wait });

// Mantine reads matchMedia, which jsdom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

// jsdom has <dialog> but not its showModal and close: they open and close it by the
// attribute, as a browser does (without the top layer, which jsdom does not draw).
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  localStorage.clear();
});
