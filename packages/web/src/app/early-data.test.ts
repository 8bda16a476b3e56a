import { QueryClient, type FetchQueryOptions } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetEarlyAnswers } from '../api/early-answers';
import { characterQuery } from '../api/queries/characters';
import { professionAbilitiesQuery } from '../api/queries/rules';
import { characterAbilitiesQuery } from '../features/characters/api/get-character-abilities';
import { eventsQuery } from '../features/events/api/get-events';
import { notificationsQuery } from '../features/notifications/api/get-notifications';
import { settingsQuery } from '../api/queries/settings';
import { clearSession, getSession, setSession } from '../lib/session';
import { bootstrapSession } from './session-bootstrap';
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

/** What the frame and the start-up check ask on every page behind the login. */
const frameAnswers = {
  'GET auth/check': () => ({ user: member }),
  'GET notifications': () => ({ notifications: [], unread: 2 }),
  'GET settings': () => ({ rules_url: null }),
};
const FRAME_READS = ['auth/check', 'notifications', 'settings'];

function sheetApi(owner = character) {
  return mockApi({
    ...frameAnswers,
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
    await settled(() => calls.length, 7);
    await expect(getCharacterAbilities(5)).resolves.toEqual([]);
    await expect(getProfessionAbilities(3)).resolves.toEqual({ abilities: [{ id: 30 }] });
    await expect(getProfessionAbilities(9)).resolves.toEqual({ abilities: [{ id: 90 }] });
    expect(calls.map((call) => call.path)).toEqual([
      'auth/check',
      'characters/5',
      'notifications',
      'settings',
      'characters/5/abilities',
      'professions/3/abilities',
      'professions/9/abilities',
    ]);
    // Taken once: a later read asks the server again.
    await getCharacter(5);
    expect(calls).toHaveLength(8);
  });

  it('sends what every call sends: the bearer token and the XMLHttpRequest marker', async () => {
    const token = liveToken();
    setSession(token, member);
    const calls = sheetApi();
    stop = startEarlyData('/character/5/abilities');
    await getCharacter(5);
    expect(headersOf(calls[1])).toMatchObject({
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
    expect(calls.map((call) => call.path)).toEqual([
      'auth/check',
      'characters/5',
      'notifications',
      'settings',
    ]);
  });

  it("asks for the season on /events, for the events screen's own request", async () => {
    setSession(liveToken(), member);
    const calls = mockApi({ ...frameAnswers, 'GET events': () => season });
    stop = startEarlyData('/events');
    await expect(getEvents()).resolves.toEqual(season);
    expect(calls.map((call) => call.path)).toEqual([
      'auth/check',
      'events',
      ...FRAME_READS.slice(1),
    ]);
  });

  it('asks nothing on other pages nor without a live session, and for an id that is not one only what the frame needs', () => {
    setSession(liveToken(), member);
    const calls = mockApi({ ...frameAnswers });
    const paths = ['/dashboard', '/character/5', '/auth', '/character/%E0%A4%A/abilities'];
    for (const path of paths) startEarlyData(path)();
    setSession('not-a-token', member);
    startEarlyData('/character/5/abilities')();
    expect(calls).toEqual([]);

    setSession(liveToken(), member);
    for (const path of ['/character/abc/abilities', '/character/0/abilities']) {
      startEarlyData(path)();
    }
    expect(calls.map((call) => call.path)).toEqual([...FRAME_READS, ...FRAME_READS]);
  });

  it("gives the start-up check and the frame's reads their early answers, asked once", async () => {
    setSession(liveToken(), member);
    const calls = sheetApi();
    stop = startEarlyData('/character/5/abilities');
    // Asked with the page, before the app's check or frame have run.
    expect(calls.map((call) => call.path)).toEqual(expect.arrayContaining(FRAME_READS));
    await bootstrapSession();
    await expect(read(notificationsQuery)).resolves.toEqual({ notifications: [], unread: 2 });
    await expect(read(settingsQuery)).resolves.toEqual({ rules_url: null });
    expect(getSession().user).toEqual(member);
    expect(calls.filter((call) => FRAME_READS.includes(call.path))).toHaveLength(3);
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
    expect(calls.map((call) => call.path)).toEqual([
      'auth/check',
      'characters/5',
      'notifications',
      'settings',
    ]);
    stop = startEarlyData('/character/5/abilities');
    await getCharacter(5);
    await settled(() => calls.length, 7);
    await getCharacterAbilities(5);
    expect(calls).toHaveLength(7);
  });

  it('forgets answers nobody took once stopped, and leaves later ones alone', async () => {
    setSession(liveToken(), member);
    const calls = sheetApi();
    startEarlyData('/character/5/abilities')();
    // The answers that follow from the first are still asked for, but are no reader's now.
    await settled(() => calls.length, 7);
    await getCharacter(5);
    await getCharacterAbilities(5);
    expect(calls).toHaveLength(9);
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
