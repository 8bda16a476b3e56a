import type { EventCreate, Signup } from '@club/shared/contract/events';
import { createCharacterViaApi } from './character-setup';
import { apiCall, apiToken, type TestServer, type TestUser } from './harness/server';

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
