import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Mantine screens render slowly in jsdom on a busy machine; findBy* waits up to 5 s.
configure({ asyncUtilTimeout: 5000 });

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
