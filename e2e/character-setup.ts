import type { Locator, Page } from 'playwright-core';
import { apiCall, type TestServer } from './harness/server';

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

/** Drags with the mouse from one element's centre to another's, in small steps as a hand would. */
export async function mouseDrag(page: Page, from: Locator, to: Locator): Promise<void> {
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error('Both ends of the drag must be visible');
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 10, start.y + start.height / 2, { steps: 4 });
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 20 });
  await page.mouse.up();
}
