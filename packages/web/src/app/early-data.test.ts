import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetEarlyAnswers } from '../api/early-answers';
import { getCharacter } from '../features/characters/api/get-character';
import { getEvents } from '../features/events/api/get-events';
import { setSession } from '../lib/session';
import { apiError, mockApi } from '../test/mock-api';
import { startEarlyData } from './early-data';

const member = { id: 7, name: 'Freja', email: 'freja@example.org', role: 'user' } as const;
const character = { id: 5, name: 'Ylva Ulvedatter' };
const season = { events: [{ id: 1, title: 'Høstmarkedet' }] };

afterEach(() => {
  forgetEarlyAnswers();
  vi.unstubAllGlobals();
});

describe('the first data of the page the app opens on', () => {
  it("asks for the sheet's character at once, and the sheet's own request takes the answer", async () => {
    setSession('good-token', member);
    const calls = mockApi({ 'GET characters/5': () => character });
    startEarlyData('/character/5/abilities');
    expect(calls.map((call) => call.path)).toEqual(['characters/5']);
    await expect(getCharacter(5)).resolves.toEqual(character);
    expect(calls).toHaveLength(1);
    // Taken once: a later read asks the server again.
    await getCharacter(5);
    expect(calls).toHaveLength(2);
  });

  it("asks for the season on /events, for the events screen's own request", async () => {
    setSession('good-token', member);
    const calls = mockApi({ 'GET events': () => season });
    startEarlyData('/events');
    await expect(getEvents()).resolves.toEqual(season);
    expect(calls.map((call) => call.path)).toEqual(['events']);
  });

  it('asks nothing on other pages, nor for a character id that is not one', () => {
    setSession('good-token', member);
    const calls = mockApi({});
    for (const path of ['/dashboard', '/character/5', '/character/abc/abilities', '/auth']) {
      startEarlyData(path);
    }
    startEarlyData('/character/0/abilities');
    expect(calls).toEqual([]);
  });

  it('hands a refusal to the reader that takes the answer, as its own request would', async () => {
    setSession('good-token', member);
    mockApi({ 'GET characters/5': () => apiError(403, 'errors.forbidden', 'Forbidden') });
    startEarlyData('/character/5/abilities');
    await expect(getCharacter(5)).rejects.toMatchObject({ status: 403, code: 'errors.forbidden' });
  });

  it('forgets answers nobody took, so a later read is never an old one', async () => {
    setSession('good-token', member);
    const calls = mockApi({ 'GET characters/5': () => character });
    startEarlyData('/character/5/abilities');
    forgetEarlyAnswers();
    await getCharacter(5);
    expect(calls).toHaveLength(2);
  });
});
