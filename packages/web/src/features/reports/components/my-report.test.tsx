import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EventReport } from '@club/shared/contract/reports';
import { renderScreen, testUsers } from '../../../test/render-screen';
import { mockApi } from '../../../test/mock-api';
import { draftKey } from '../../../lib/local-drafts';
import { MyReport } from './my-report';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function report(overrides: Partial<EventReport> = {}): EventReport {
  return {
    id: 3,
    event_id: 4,
    event_title: 'Vinterslaget',
    event_starts_at: '2026-05-01T10:00:00Z',
    signup_id: 8,
    character_id: 5,
    character_name: 'Bjørn Bredøkse',
    user_id: testUsers.member.id,
    user_name: testUsers.member.name,
    text: 'Vi holdt broen.',
    status: 'submitted',
    review_comment: null,
    reviewed_by_name: null,
    reviewed_at: null,
    xp_awarded: null,
    created_at: '2026-05-03T10:00:00Z',
    updated_at: '2026-05-03T10:00:00Z',
    ...overrides,
  };
}

describe('MyReport', () => {
  it('opens the draft the member left on another phone, previews it and sends it', async () => {
    const calls = mockApi({
      'POST events/4/reports': (call) => ({
        report: report({ text: (call.body as { text: string }).text }),
      }),
    });
    const user = userEvent.setup();
    await renderScreen(
      <MyReport
        eventId={4}
        characterName="Bjørn Bredøkse"
        report={null}
        draft={{ text: '# Broen\n\nVi holdt *broen*.', updated_at: '2026-05-03T09:00:00Z' }}
        xp={2}
      />,
      { user: testUsers.member },
    );

    const box = screen.getByRole('textbox', { name: 'Efterspilsrapport for Bjørn Bredøkse' });
    expect((box as HTMLTextAreaElement).value).toBe('# Broen\n\nVi holdt *broen*.');
    await user.click(screen.getByRole('tab', { name: 'Forhåndsvisning' }));
    expect(await screen.findByRole('heading', { name: 'Broen' })).toBeTruthy();
    expect(screen.getByText('broen').tagName).toBe('EM');

    await user.click(screen.getByRole('button', { name: 'Indsend rapport' }));
    await waitFor(() =>
      expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST events/4/reports']),
    );
    expect(calls[0]?.body).toEqual({ text: '# Broen\n\nVi holdt *broen*.' });
  });

  it('keeps what is typed on this phone and as a draft on the server', async () => {
    const calls = mockApi({
      'PUT events/4/reports/draft': (call) => ({
        draft: { text: (call.body as { text: string }).text, updated_at: new Date().toISOString() },
      }),
    });
    const user = userEvent.setup();
    await renderScreen(
      <MyReport eventId={4} characterName="Bjørn Bredøkse" report={null} draft={null} xp={0} />,
      { user: testUsers.member },
    );
    await user.type(
      screen.getByRole('textbox', { name: 'Efterspilsrapport for Bjørn Bredøkse' }),
      'Vi kom',
    );
    const key = draftKey(testUsers.member.id, 'report', 4);
    expect(JSON.parse(localStorage.getItem(key) ?? '{}')).toMatchObject({ text: 'Vi kom' });
    // The draft goes to the server once the member pauses.
    await waitFor(() =>
      expect(calls.at(-1)).toMatchObject({ method: 'PUT', body: { text: 'Vi kom' } }),
    );
    expect(await screen.findByText(/^Kladde gemt kl\./)).toBeTruthy();
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('opens an approved report for reading only', async () => {
    mockApi({});
    await renderScreen(
      <MyReport
        eventId={4}
        characterName="Bjørn Bredøkse"
        report={report({ status: 'approved', xp_awarded: 2 })}
        draft={null}
        xp={2}
      />,
      { user: testUsers.member },
    );
    expect(screen.getByText('Vi holdt broen.')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ret rapporten' })).toBeNull();
  });
});
