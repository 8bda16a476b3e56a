import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { UserDetail, UserSummary } from '@club/shared/contract/users';
import { mockApi } from '../../test/mock-api';
import { renderScreen, testUsers } from '../../test/render-screen';
import { ManageUsersScreen } from './manage-users-screen';

afterEach(() => {
  vi.unstubAllGlobals();
});

const karen: UserSummary = {
  id: 21,
  name: 'Karen Smed',
  email: 'karen@example.org',
  role: 'user',
  conflict_allowed: 0,
  active: true,
  character_count: 0,
};
const karenDetail: UserDetail = { ...karen, characters: [] };
const LOADING = 'Indlæser …';

/** What the browser journey fails on: axe's serious and critical findings. */
async function seriousFindings(): Promise<string[]> {
  const result = await axe.run(document.body, {
    resultTypes: ['violations'],
    // jsdom draws nothing, so contrast cannot be judged here; the journeys judge it.
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.html).join(' ')}`);
}

describe('the user details while something loads', () => {
  // The board's accessibility walk found this only in some runs: a manager who picks a
  // member before the search they typed has answered sees the search's spinner, and axe
  // judged the spinner (a bare <span> with an aria-label) if it ran in that moment.
  it('stay accessible while the search the manager typed is still being answered', async () => {
    mockApi({
      'GET users': () => [karen],
      'GET users/21': () => karenDetail,
      'GET users?q=karen': () => new Promise(() => {}),
    });
    const events = userEvent.setup();
    await renderScreen(<ManageUsersScreen />, { user: testUsers.board });
    await events.click(await screen.findByRole('button', { name: /Karen Smed/ }));
    await screen.findByRole('heading', { level: 2, name: 'Karen Smed' });
    await events.type(screen.getByRole('searchbox', { name: /Søg/ }), 'karen');
    await screen.findByLabelText(LOADING);
    expect(await seriousFindings()).toEqual([]);
  });
});
