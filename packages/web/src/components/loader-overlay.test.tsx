import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { startLoading } from '../lib/loading';
import { renderScreen } from '../test/render-screen';
import { LoaderOverlay } from './loader-overlay';

describe('the loader overlay', () => {
  it('announces loading while a request runs and goes quiet when it ends', async () => {
    await renderScreen(<LoaderOverlay />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');

    let done: () => void = () => {};
    act(() => {
      done = startLoading();
    });
    expect(status.textContent).toBe('Indlæser …');

    act(() => done());
    expect(status.textContent).toBe('');
  });
});
