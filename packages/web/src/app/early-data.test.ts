import { QueryClient, type FetchQueryOptions } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetEarlyAnswers } from '../api/early-answers';
import { characterQuery } from '../api/queries/characters';
import { professionAbilitiesQuery } from '../api/queries/rules';
import { characterAbilitiesQuery } from '../features/characters/api/get-character-abilities';
import { eventsQuery } from '../features/events/api/get-events';
import { clearSession, setSession } from '../lib/session';
import { apiError, headersOf, mockApi } from '../test/mock-api';
import { startEarlyData } from './early-data';
import { matchRoute, startPageEarlyData } from './page-early-data';

/** A read as the screens make it: through its one query definition, into a fresh cache. */
function read<T>(query: FetchQueryOptions<T>): Promise<T> {
  return new QueryClient().fetchQuery(query);
}
const getCharacter = (id: number) => read(characterQuery(id));
const getCharacterAbilities = (id: number) => read(characterAbilitiesQuery(id));
const getProfessionAbilities = (id: number) => read(professionAbilitiesQuery(id));
const getEvents = () => read(eventsQuery);

/** A token the app takes for a live session: a JWT whose `exp` lies an hour ahead. */
function liveToken(): string {
  const payload = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 }));
  return `header.${payload.replace(/=+$/, '')}.signature`;
}

const member = { id: 7, name: 'Freja', email: 'freja@example.org', role: 'user' } as const;
const character = {
  id: 5,
  name: 'Ylva Ulvedatter',
  user_id: 7,
  professions: [{ id: 3 }, { id: 9 }],
};
const season = { events: [{ id: 1, title: 'Høstmarkedet' }] };

function sheetApi(owner = character) {
  return mockApi({
    'GET characters/5': () => owner,
    'GET characters/5/abilities': () => [],
    'GET professions/3/abilities': () => ({ abilities: [{ id: 30 }] }),
    'GET professions/9/abilities': () => ({ abilities: [{ id: 90 }] }),
  });
}

/** Until every request the early data asked for, and those that follow, has left. */
async function settled(count: () => number, expected: number) {
  await vi.waitFor(() => expect(count()).toBe(expected));
}

let stop: (() => void) | undefined;

afterEach(() => {
  stop?.();
  stop = undefined;
  delete window.clubEarlyRequests;
  forgetEarlyAnswers();
  clearSession();
  vi.unstubAllGlobals();
});

describe('the first data of the page the app opens on', () => {
  it("asks for the sheet's character, then its abilities and its professions', and the sheet's reads take them", async () => {
    setSession(liveToken(), member);
    const calls = sheetApi();
    stop = startEarlyData('/character/5/abilities');
    await expect(getCharacter(5)).resolves.toEqual(character);
    await settled(() => calls.length, 4);
    await expect(getCharacterAbilities(5)).resolves.toEqual([]);
    await expect(getProfessionAbilities(3)).resolves.toEqual({ abilities: [{ id: 30 }] });
    await expect(getProfessionAbilities(9)).resolves.toEqual({ abilities: [{ id: 90 }] });
    expect(calls.map((call) => call.path)).toEqual([
      'characters/5',
      'characters/5/abilities',
      'professions/3/abilities',
      'professions/9/abilities',
    ]);
    // Taken once: a later read asks the server again.
    await getCharacter(5);
    expect(calls).toHaveLength(5);
  });

  it('sends what every call sends: the bearer token and the XMLHttpRequest marker', async () => {
    const token = liveToken();
    setSession(token, member);
    const calls = sheetApi();
    stop = startEarlyData('/character/5/abilities');
    await getCharacter(5);
    expect(headersOf(calls[0])).toMatchObject({
      authorization: `Bearer ${token}`,
      'x-requested-with': 'XMLHttpRequest',
      accept: 'application/json',
    });
  });

  it("asks nothing more for another member's character, which the reader may not see", async () => {
    setSession(liveToken(), member);
    const calls = sheetApi({ ...character, user_id: 8 });
    stop = startEarlyData('/character/5/abilities');
    await getCharacter(5);
    await Promise.resolve();
    expect(calls.map((call) => call.path)).toEqual(['characters/5']);
  });

  it("asks for the season on /events, for the events screen's own request", async () => {
    setSession(liveToken(), member);
    const calls = mockApi({ 'GET events': () => season });
    stop = startEarlyData('/events');
    await expect(getEvents()).resolves.toEqual(season);
    expect(calls.map((call) => call.path)).toEqual(['events']);
  });

  it('asks nothing on other pages, for an id that is not one, nor without a live session', () => {
    setSession(liveToken(), member);
    const calls = mockApi({});
    const paths = ['/dashboard', '/character/5', '/character/abc/abilities', '/auth'];
    for (const path of [...paths, '/character/0/abilities', '/character/%E0%A4%A/abilities']) {
      startEarlyData(path)();
    }
    setSession('not-a-token', member);
    startEarlyData('/character/5/abilities')();
    expect(calls).toEqual([]);
  });

  it('hands a refusal to the reader that takes the answer, as its own request would', async () => {
    setSession(liveToken(), member);
    mockApi({ 'GET characters/5': () => apiError(403, 'errors.forbidden', 'Forbidden') });
    stop = startEarlyData('/character/5/abilities');
    await expect(getCharacter(5)).rejects.toMatchObject({ status: 403, code: 'errors.forbidden' });
  });

  it('takes over the requests the page made itself instead of asking again', async () => {
    setSession(liveToken(), member);
    const calls = sheetApi();
    window.clubEarlyRequests = startPageEarlyData('/character/5/abilities');
    expect(calls.map((call) => call.path)).toEqual(['characters/5']);
    stop = startEarlyData('/character/5/abilities');
    await getCharacter(5);
    await settled(() => calls.length, 4);
    await getCharacterAbilities(5);
    expect(calls).toHaveLength(4);
  });

  it('forgets answers nobody took once stopped, and leaves later ones alone', async () => {
    setSession(liveToken(), member);
    const calls = sheetApi();
    startEarlyData('/character/5/abilities')();
    // The answers that follow from the first are still asked for, but are no reader's now.
    await settled(() => calls.length, 4);
    await getCharacter(5);
    await getCharacterAbilities(5);
    expect(calls).toHaveLength(6);
  });
});

describe('a route against a path', () => {
  it('gives the parameters of a path of the same shape, and null for any other', () => {
    expect(matchRoute('/character/:id/abilities', '/character/12/abilities')).toEqual({ id: '12' });
    expect(matchRoute('/character/:id/abilities', '/character/12/abilities/')).toEqual({
      id: '12',
    });
    expect(matchRoute('/character/:id/abilities', '/character//abilities')).toBeNull();
    expect(matchRoute('/character/:id/abilities', '/character/12')).toBeNull();
    expect(matchRoute('/events', '/events/3')).toBeNull();
    expect(matchRoute('/events', '/events')).toEqual({});
  });
});
