import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { mockApi } from '../../test/mock-api';
import { renderScreen, testUsers } from '../../test/render-screen';
import { DesktopNav } from './desktop-nav';
import { navigationFor } from './nav-items';

// The dropdowns' code held back, as on a slow line, until the test lets it arrive.
let arrive = () => {};
const arrived = new Promise<void>((resolve) => (arrive = resolve));
vi.mock('./nav-menu', async (original) => {
  await arrived;
  return original();
});

describe('the header’s dropdowns', () => {
  it('open as their code arrives when pressed before it did', async () => {
    mockApi({ 'GET settings': () => ({ rules_url: null }) });
    await renderScreen(<DesktopNav navigation={navigationFor('bestyrelse')} />, {
      user: testUsers.board,
    });
    // Before the code: the button is there, with nothing to open yet.
    const early = screen.getByRole('button', { name: 'Opret' });
    expect(early.getAttribute('aria-haspopup')).toBeNull();
    fireEvent.click(early);

    arrive();
    expect(await screen.findByRole('menu', { name: 'Opret' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Opret', expanded: true })).toBeTruthy();
  });
});
