import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { notifications } from 'mantine-toast-store';
import { UI_TIMINGS } from '@club/shared/constants';
import { initI18n } from '../i18n/index';
import { ApiError, CLIENT_ERROR_CODES } from '../api/api-error';
import { AppProviders } from './providers';
import { queryClient } from './query-client';

afterEach(() => {
  vi.useRealTimers();
  act(() => notifications.clean());
});

describe('toasts', () => {
  it('stay for 5,000 ms, sit at the bottom, and have a named close button', async () => {
    await initI18n();
    render(
      <AppProviders>
        <p>app</p>
      </AppProviders>,
    );
    // The toasts' container loads with the first toast; let it arrive before time stops.
    act(() => {
      notifications.show({ message: 'Første.' });
    });
    await waitFor(() =>
      expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull(),
    );
    act(() => notifications.clean());
    vi.useFakeTimers();
    act(() => {
      notifications.show({ color: 'green', message: 'Gemt.' });
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    const toast = screen.getByRole('alert');
    expect(toast.textContent).toContain('Gemt.');
    expect(screen.getByRole('button', { name: 'Luk besked' })).toBeTruthy();
    expect(toast.closest('[data-position]')?.getAttribute('data-position')).toMatch(/^bottom-/);

    // Mantine's own default is 4,000 ms: still showing after that.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4_200);
    });
    expect(screen.queryByText('Gemt.')).not.toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(UI_TIMINGS.successMessageMs);
    });
    expect(screen.queryByText('Gemt.')).toBeNull();
  });

  it('load their container only when the first one is shown, which then waits for it', async () => {
    await initI18n();
    // Already downloaded, the container would be there once rendering settles.
    await import('./notifications-host');
    await act(async () => {
      render(
        <AppProviders>
          <p>app</p>
        </AppProviders>,
      );
      await Promise.resolve();
    });
    expect(screen.getByText('app')).toBeTruthy();
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();
    act(() => {
      notifications.show({ message: 'Ventede på sin plads.' });
    });
    expect(await screen.findByText('Ventede på sin plads.')).toBeTruthy();
    expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull();
  });

  it('say on any screen that a page came where data was expected', async () => {
    await initI18n();
    render(
      <AppProviders>
        <p>app</p>
      </AppProviders>,
    );
    await act(async () => {
      await queryClient
        .fetchQuery({
          queryKey: ['anything'],
          retry: false,
          queryFn: () =>
            Promise.reject(new ApiError(200, CLIENT_ERROR_CODES.sessionMaybeExpired, 'html')),
        })
        .catch(() => undefined);
    });
    expect(await screen.findByText('Din session er måske udløbet. Genindlæs siden.')).toBeTruthy();
  });
});
