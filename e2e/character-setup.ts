import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { Character } from '@club/shared/contract/characters';
import type {
  ClassesResponse,
  ClassProfessionsResponse,
  ProfessionsResponse,
  RacesClassesResponse,
  SpecialAbilitiesResponse,
} from '@club/shared/contract/rules';
import { apiCall, apiToken, type TestServer, type TestUser } from './harness/server';

/** Set-up through the API for the character journeys, in the demo world every server starts with. */

interface Named {
  id: number;
  name: string;
}
interface CharacterList {
  characters: Named[];
  races: Named[];
  classes: (Named & { additional_professions: number })[];
  raceClasses: { race_id: number; class_id: number }[];
}
interface ClassProfessions {
  mandatory: Named[];
  assigned: Named[];
}

export interface CreatedCharacter {
  id: number;
  name: string;
  professions: { id: number; name: string; position: number }[];
}

/** The professions a class needs: its mandatory ones and enough optional ones for six. */
export async function sixProfessionsOf(
  server: Pick<TestServer, 'url'>,
  token: string,
  classId: number,
): Promise<{ mandatory: Named[]; optional: Named[] }> {
  const { body } = await apiCall<ClassProfessions>(server, `classes/${classId}/professions`, {
    token,
  });
  return { mandatory: body.mandatory, optional: body.assigned.slice(0, 6 - body.mandatory.length) };
}

/** A race and class of the demo world by name, as the create form offers them. */
export async function raceAndClass(
  server: Pick<TestServer, 'url'>,
  token: string,
  raceName: string,
  className: string,
): Promise<{ raceId: number; classId: number }> {
  const { body } = await apiCall<CharacterList>(server, 'characters', { token });
  const race = body.races.find((r) => r.name === raceName);
  const cls = body.classes.find((c) => c.name === className);
  if (!race || !cls) throw new Error(`The demo world has no ${raceName} or ${className}`);
  return { raceId: race.id, classId: cls.id };
}

/** Creates a character of the given race and class with six professions. */
export async function createCharacterViaApi(
  server: Pick<TestServer, 'url'>,
  token: string,
  name: string,
  { race = 'Dværge', cls = 'Kriger', avatar = 'dwarfs' } = {},
): Promise<CreatedCharacter> {
  const { raceId, classId } = await raceAndClass(server, token, race, cls);
  const { mandatory, optional } = await sixProfessionsOf(server, token, classId);
  const { status, body } = await apiCall<CreatedCharacter>(server, 'characters', {
    token,
    body: {
      name,
      race_id: raceId,
      class_id: classId,
      profession_ids: [...mandatory, ...optional].map((p) => p.id),
      avatar_path: avatar,
    },
  });
  if (status !== 201)
    throw new Error(`Creating ${name} failed with ${status}: ${JSON.stringify(body)}`);
  return body;
}

/** The abilities of a profession, by level. */
export async function abilitiesOf(
  server: Pick<TestServer, 'url'>,
  token: string,
  professionId: number,
): Promise<(Named & { order_learned: number; xpcost: number })[]> {
  const { body } = await apiCall<(Named & { order_learned: number; xpcost: number })[]>(
    server,
    `professions/${professionId}/abilities`,
    { token },
  );
  return [...body].sort((a, b) => a.order_learned - b.order_learned);
}

/** An ability cell of the sheet: its button starts with the level and the name. */
export function abilityCell(page: Page, name: string): Locator {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByRole('button', { name: new RegExp(`^\\d\\. ${escaped}`) });
}

/**
 * Gives the user an active character who has learnt a language, the way a player would:
 * a class whose first profession teaches languages, its first two levels bought, and a
 * language chosen as the special ability of the second. Returns the language's name.
 */
export async function characterWhoKnowsALanguage(
  server: TestServer,
  user: TestUser,
): Promise<string> {
  const token = await apiToken(server, user);
  const get = async <T>(path: string) => (await apiCall<T>(server, path, { token })).body;

  const classes = await get<ClassesResponse>('classes');
  const professions = await get<ProfessionsResponse>('professions');
  const races = await get<RacesClassesResponse>('races-classes');
  const teachesLanguage = (professionId: number) =>
    professions
      .find((p) => p.id === professionId)
      ?.abilities.some((a) => a.order_learned === 2 && a.has_special_ability === 1);

  for (const candidate of classes) {
    const lists = await get<ClassProfessionsResponse>(`classes/${candidate.id}/professions`);
    const first = lists.mandatory[0];
    const race = races.find((r) => r.allowed_classes.some((c) => c.id === candidate.id));
    if (!first || !race || !teachesLanguage(first.id)) continue;
    const [level1, level2] = professions
      .find((p) => p.id === first.id)!
      .abilities.sort((a, b) => a.order_learned - b.order_learned);
    const { abilities: choices } = await get<SpecialAbilitiesResponse>(
      `abilities/${level2!.id}/special-abilities`,
    );
    const language = choices.find((s) => s.type === 'Sprog');
    if (!language) continue;

    const professionIds = [
      ...lists.mandatory.map((p) => p.id),
      ...lists.assigned.slice(0, candidate.additional_professions).map((p) => p.id),
    ];
    const created = await apiCall<Character>(server, 'characters', {
      token,
      body: {
        name: 'Runa Blækfinger',
        race_id: race.id,
        class_id: candidate.id,
        profession_ids: professionIds,
        avatar_path: 'human',
      },
    });
    expect(created.status).toBe(201);
    const sheet = await apiCall(server, `characters/${created.body.id}/abilities`, {
      token,
      body: {
        abilities: [
          { profession_id: first.id, ability_id: level1!.id, special_ability_id: null },
          { profession_id: first.id, ability_id: level2!.id, special_ability_id: language.id },
        ],
      },
    });
    expect(sheet.status).toBe(200);
    return language.name;
  }
  throw new Error('The demo world has no class whose first profession teaches a language');
}
