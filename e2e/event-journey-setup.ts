import type { Event, EventCreate, Signup } from '@club/shared/contract/events';
import { createCharacterViaApi } from './character-setup';
import { apiCall, apiToken, createUser, type TestServer, type TestUser } from './harness/server';

/** Who the journeys about what characters carry need: the board, a staff member, two players. */
export interface EventCast {
  board: TestUser;
  staff: TestUser;
  anne: TestUser;
  bent: TestUser;
  tokens: { board: string; staff: string; anne: string; bent: string };
}

export async function eventCast(server: TestServer): Promise<EventCast> {
  const [board, staff, anne, bent] = await Promise.all([
    createUser(server, { role: 'bestyrelse', name: 'Bodil Bestyrelse' }),
    createUser(server, { role: 'admin', name: 'Asger Arrangør' }),
    createUser(server, { role: 'user', name: 'Anne Spiller' }),
    createUser(server, { role: 'user', name: 'Bent Spiller' }),
  ]);
  const [boardToken, staffToken, anneToken, bentToken] = await Promise.all(
    [board, staff, anne, bent].map((user) => apiToken(server, user)),
  );
  return {
    board,
    staff,
    anne,
    bent,
    tokens: { board: boardToken!, staff: staffToken!, anne: anneToken!, bent: bentToken! },
  };
}

/**
 * A published event free to attend, in Ravnsholt Skov with room for ten of each, made by
 * the board, and each of the players' characters signed up to it: the start of journeys
 * at the gate. Answers the event's id and the sign-ups in the order given.
 */
export async function freeEventWithPlayers(
  server: TestServer,
  boardToken: string,
  event: Pick<EventCreate, 'title' | 'starts_at' | 'ends_at'>,
  players: readonly (readonly [token: string, characterId: number])[],
): Promise<{ eventId: number; signups: Signup[] }> {
  const created = await apiCall<Event>(server, 'events', {
    token: boardToken,
    body: {
      ...event,
      location: 'Ravnsholt Skov',
      capacity: { player: 10, crew: 10 },
      price: { player: 0, crew: 0 },
      xp: { player: 10, crew: 5 },
      status: 'published',
    },
  });
  if (created.status !== 201) throw new Error(`Planning the event failed: ${created.status}`);
  const eventId = created.body.id;
  const contact = { name: 'Sigrid', phone: '12 34 56 78' };
  const signups: Signup[] = [];
  for (const [token, characterId] of players) {
    const answer = await apiCall<{ signup: Signup }>(server, `events/${eventId}/signups`, {
      token,
      body: { role: 'player', character_id: characterId, emergency_contact: contact },
    });
    if (answer.status !== 201) throw new Error(`Signing up failed: ${answer.status}`);
    signups.push(answer.body.signup);
  }
  return { eventId, signups };
}

/**
 * A published event a month ahead, with a price for players, made through the API as the
 * board would (saying first whom members pay): the start of journeys about what happens
 * after planning.
 */
export async function plannedEvent(
  server: TestServer,
  board: TestUser,
  overrides: Partial<EventCreate> = {},
): Promise<{ id: number; title: string }> {
  const token = await apiToken(server, board);
  await apiCall(server, 'settings', {
    method: 'PUT',
    token,
    body: { payment_instructions: 'MobilePay 12 34 56 78' },
  });
  const day = 24 * 60 * 60 * 1000;
  const body: EventCreate = {
    title: 'Slaget ved Ravnekløften',
    location: 'Ravnsholt Skov',
    starts_at: new Date(Date.now() + 30 * day).toISOString(),
    ends_at: new Date(Date.now() + 32 * day).toISOString(),
    status: 'published',
    capacity: { player: 20, crew: 5 },
    price: { player: 350, crew: 100 },
    xp: { player: 4, crew: 3 },
    ...overrides,
  };
  const made = await apiCall<{ id: number; title: string }>(server, 'events', { token, body });
  if (made.status !== 201) throw new Error(`Planning the event failed: ${made.status}`);
  return made.body;
}

/** The member makes a character and signs up with it as a player, through the API. */
export async function signedUpAsPlayer(
  server: TestServer,
  member: TestUser,
  eventId: number,
  characterName: string,
): Promise<Signup> {
  const token = await apiToken(server, member);
  const character = await createCharacterViaApi(server, token, characterName);
  const answer = await apiCall<{ signup: Signup }>(server, `events/${eventId}/signups`, {
    token,
    body: {
      role: 'player',
      character_id: character.id,
      emergency_contact: { name: 'Sigrid', phone: '12345678' },
    },
  });
  if (answer.status !== 201) throw new Error(`Signing up failed: ${answer.status}`);
  return answer.body.signup;
}
