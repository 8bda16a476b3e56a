import type {
  ActiveSpecialAbilitiesResponse,
  CharacterListResponse,
} from '@club/shared/contract/characters';
import type { DocumentsResponse } from '@club/shared/contract/documents';
import type { EventsResponse } from '@club/shared/contract/events';
import type { LanguagesResponse } from '@club/shared/contract/languages';
import type {
  ClassProfessionsResponse,
  ProfessionAbilitiesResponse,
} from '@club/shared/contract/rules';
import { apiUrl } from '../../api/api-url';
import { apiBlob } from '../../api/blob';
import { apiRequest } from '../../api/client';
import * as apiPaths from '../../config/api-paths';
import { getActingAs } from '../../lib/acting-as-state';
import { withBase } from '../../lib/base-path';
import { OFFLINE_CACHE_NAME } from '../../lib/offline-cache';
import { serviceWorkerControlling } from '../../lib/service-worker-ready';
import { offlineCacheSettled } from '../../lib/session';
import {
  characterReads,
  professionReads,
  classProfessionReads,
  documentReads,
  languageFontReads,
  KNOWN_LANGUAGES_READ,
  OWN_READS,
  RULES_READS,
  specialAbilityReads,
  ticketReads,
} from './offline-reads';

const PARALLEL = 4;

/** Is this read's answer in the offline store already? */
async function stored(path: string): Promise<boolean> {
  if (typeof caches === 'undefined') return false;
  const cache = await caches.open(OFFLINE_CACHE_NAME);
  return (await cache.match(apiUrl(path), { ignoreVary: true })) !== undefined;
}

/** Whom the reads are made as: the household member a guardian acts as, or themself. */
const actor = () => getActingAs()?.id ?? null;

/**
 * Reads for the person acting as they begin. A guardian who switches to act as a child
 * (or back) ends them: the rest would go out as the other person, be refused for what is
 * not theirs, and fill the store with the wrong person's answers.
 */
function readsAs(who: number | null = actor()) {
  const still = () => actor() === who;
  const read = async <T>(path: string): Promise<T | null> => {
    if (!still()) return null;
    try {
      return await apiRequest<T>(path, { quiet: true });
    } catch {
      return null;
    }
  };
  /** Reads every path, a few at a time, keeping the answers. */
  const readAll = async <T>(paths: readonly string[]): Promise<Map<string, T | null>> => {
    const answers = new Map<string, T | null>();
    await fewAtATime(paths, async (path) => {
      answers.set(path, await read<T>(path));
    });
    return answers;
  };
  return { still, readAll };
}

type Reads = ReturnType<typeof readsAs>;

/** Does `work` for each of `items` (once each), a few at a time: a phone on a weak connection. */
export async function fewAtATime<T>(
  items: readonly T[],
  work: (item: T) => Promise<void>,
): Promise<void> {
  const queue = [...new Set(items)];
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) {
        await work(item);
      }
    }),
  );
}

/**
 * Fills the offline store while there is signal: the rules, the member's characters with
 * everything their details, sheets and print views read, the fonts of the languages the
 * active character knows, the events the member holds a ticket for, the in-game documents the member may read, and the characters'
 * uploaded pictures. Resolves when done.
 */
export async function prefetchForOffline(): Promise<void> {
  if (!navigator.onLine) return;
  await serviceWorkerControlling();
  await offlineCacheSettled();
  const reads = readsAs();
  const { readAll } = reads;

  const rules = await readAll<unknown>(RULES_READS);
  const own = await readAll<unknown>(OWN_READS);
  const list = own.get(apiPaths.characters.list) as CharacterListResponse | null;
  const characters = list?.characters ?? [];

  const perCharacter = await readAll<unknown>(characters.flatMap(characterReads));
  const classProfessions = characters.flatMap((character) => {
    const answer = perCharacter.get(apiPaths.classes.professions(character.class_id));
    return answer ? classProfessionReads(answer as ClassProfessionsResponse) : [];
  });
  const professions = await readAll<ProfessionAbilitiesResponse>(classProfessions);
  const allProfessionAnswers = [
    ...professions.values(),
    ...characters
      .flatMap(professionReads)
      .map((path) => perCharacter.get(path) as ProfessionAbilitiesResponse | null | undefined),
  ];
  await readAll<unknown>(
    allProfessionAnswers.flatMap((answer) => (answer ? specialAbilityReads(answer) : [])),
  );

  await prefetchReading(reads, {
    languages: rules.get(apiPaths.languages.list) as LanguagesResponse | null,
    known: own.get(KNOWN_LANGUAGES_READ) as ActiveSpecialAbilitiesResponse | null,
    documents: rules.get(apiPaths.documents.list) as DocumentsResponse | null,
  });

  const events = own.get(apiPaths.events.list) as EventsResponse | null;
  await readAll<unknown>(events ? ticketReads(events) : []);

  const pictures = characters
    .map((character) => character.avatar_path)
    .filter((path) => path.startsWith('/uploads/'));
  if (pictures.length > 0 && reads.still() && typeof caches !== 'undefined') {
    const cache = await caches.open(OFFLINE_CACHE_NAME);
    await Promise.all(pictures.map((path) => cache.add(withBase(path)).catch(() => undefined)));
  }
}

interface ReadingAnswers {
  languages: LanguagesResponse | null;
  known: ActiveSpecialAbilitiesResponse | null;
  documents: DocumentsResponse | null;
}

/**
 * The fonts of the languages the active character knows and the documents it can read.
 * With `fontsHeld`, a font the store holds already is not fetched again (fonts are large,
 * and a language's font rarely changes; documents are small and are read afresh).
 */
async function prefetchReading(
  { still, readAll }: Reads,
  answers: ReadingAnswers,
  fontsHeld = false,
): Promise<void> {
  for (const path of languageFontReads(answers.languages ?? [], answers.known ?? [])) {
    if (!still()) return;
    if (fontsHeld && (await stored(path))) continue;
    await apiBlob(path, { quiet: true }).catch(() => null);
  }
  await readAll<unknown>(documentReads(answers.documents ?? []));
}

/**
 * After a write that may change what the active character can read (another active
 * character, a sheet locked with a new language, a new document), the store takes in what
 * became readable, so it is there offline without having been opened.
 */
export async function prefetchNewlyReadable(): Promise<void> {
  if (!navigator.onLine) return;
  await serviceWorkerControlling();
  await offlineCacheSettled();
  const reads = readsAs();
  const answers = await reads.readAll<unknown>([
    apiPaths.languages.list,
    apiPaths.documents.list,
    KNOWN_LANGUAGES_READ,
  ]);
  await prefetchReading(
    reads,
    {
      languages: answers.get(apiPaths.languages.list) as LanguagesResponse | null,
      known: answers.get(KNOWN_LANGUAGES_READ) as ActiveSpecialAbilitiesResponse | null,
      documents: answers.get(apiPaths.documents.list) as DocumentsResponse | null,
    },
    true,
  );
}
