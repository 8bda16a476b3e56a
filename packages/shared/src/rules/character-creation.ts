import { BUILT_IN_AVATARS, CHARACTER_LIMITS, UPLOAD_PATH_PREFIX } from '../constants';
import { ALLOWED, firstRefusal, refuse, type RuleVerdict } from './rule-verdict';

/**
 * Creating a character (SPEC.md sections 4, 5 and 9; ARCHITECTURE.md section 6): the
 * character limit, the name, race and class, the six professions and the avatar.
 */

export const CREATION_RULES = {
  limitReached: {
    code: 'characters.limitReached',
    message: 'You can have at most {max} characters',
  },
  nameRequired: { code: 'characters.nameRequired', message: 'Character name is required' },
  nameTooLong: {
    code: 'characters.nameTooLong',
    message: 'Character name can be at most {max} characters',
  },
  raceNotFound: { code: 'characters.raceNotFound', message: 'The chosen race does not exist' },
  classNotFound: { code: 'characters.classNotFound', message: 'The chosen class does not exist' },
  classNotAllowedForRace: {
    code: 'characters.classNotAllowedForRace',
    message: 'This class is not available for the chosen race',
  },
  conflictClassNotAllowed: {
    code: 'characters.conflictClassNotAllowed',
    message: 'This class may only be chosen with permission for conflict classes',
  },
  professionCount: {
    code: 'characters.professionCount',
    message: 'Please select exactly 6 total professions (mandatory + optional)',
  },
  professionNotInClass: {
    code: 'characters.professionNotInClass',
    message: 'This profession cannot be chosen for the class',
  },
  tooManyOptionalProfessions: {
    code: 'characters.tooManyOptionalProfessions',
    message: 'At most {max} optional professions can be chosen for this class',
  },
  mandatoryProfessionMissing: {
    code: 'characters.mandatoryProfessionMissing',
    message: "The class's mandatory professions must be kept",
  },
  duplicateProfession: {
    code: 'characters.duplicateProfession',
    message: 'A profession can be chosen only once',
  },
  avatarRequired: { code: 'characters.avatarRequired', message: 'Please select an avatar' },
  invalidAvatar: {
    code: 'characters.invalidAvatar',
    message: 'Please select one of the avatars or upload an image',
  },
} as const;

export interface CreationRace {
  id: number;
}

export interface CreationClass {
  id: number;
  conflict: number;
  additional_professions: number;
}

export interface RaceClassLink {
  race_id: number;
  class_id: number;
}

/** One of the class's professions; `mandatory` 1 or 0, listed in `sort_order`. */
export interface ClassProfessionOption {
  profession_id: number;
  mandatory: number;
  sort_order: number;
}

export function checkCharacterLimit(existingCharacters: number): RuleVerdict {
  return existingCharacters >= CHARACTER_LIMITS.maxPerUser
    ? refuse(CREATION_RULES.limitReached, { max: CHARACTER_LIMITS.maxPerUser })
    : ALLOWED;
}

export function checkCharacterName(name: string): RuleVerdict {
  const trimmed = name.trim();
  if (trimmed === '') return refuse(CREATION_RULES.nameRequired);
  if (trimmed.length > CHARACTER_LIMITS.nameMaxLength) {
    return refuse(CREATION_RULES.nameTooLong, { max: CHARACTER_LIMITS.nameMaxLength });
  }
  return ALLOWED;
}

/** Whether a class may be picked for a race: allowed there, and conflict only with permission. */
export function checkClassForRace(
  raceId: number,
  cls: CreationClass,
  raceClasses: readonly RaceClassLink[],
  conflictAllowed: boolean,
): RuleVerdict {
  if (!raceClasses.some((link) => link.race_id === raceId && link.class_id === cls.id)) {
    return refuse(CREATION_RULES.classNotAllowedForRace);
  }
  if (cls.conflict === 1 && !conflictAllowed) return refuse(CREATION_RULES.conflictClassNotAllowed);
  return ALLOWED;
}

/** The classes the create form offers once a race is chosen. */
export function selectableClasses<C extends CreationClass>(
  raceId: number,
  classes: readonly C[],
  raceClasses: readonly RaceClassLink[],
  conflictAllowed: boolean,
): C[] {
  return classes.filter((cls) => checkClassForRace(raceId, cls, raceClasses, conflictAllowed).ok);
}

function byClassOrder(a: ClassProfessionOption, b: ClassProfessionOption): number {
  return a.sort_order - b.sort_order || a.profession_id - b.profession_id;
}

/** The class's mandatory professions in the class's order. */
export function mandatoryProfessionIds(options: readonly ClassProfessionOption[]): number[] {
  return options
    .filter((option) => option.mandatory === 1)
    .sort(byClassOrder)
    .map((option) => option.profession_id);
}

/** The chosen ids that are not mandatory: the optional picks, in the order picked. */
export function optionalPicks(
  options: readonly ClassProfessionOption[],
  chosenIds: readonly number[],
): number[] {
  const mandatory = new Set(mandatoryProfessionIds(options));
  return chosenIds.filter((id) => !mandatory.has(id));
}

/**
 * The six professions as stored: the class's mandatory ones in the class's order, then the
 * optional picks in the order picked. `chosenIds` may list the mandatory ones or leave them
 * out. Position 1 (index 0) is the first profession.
 */
export function orderCharacterProfessions(
  options: readonly ClassProfessionOption[],
  chosenIds: readonly number[],
): number[] {
  return [...mandatoryProfessionIds(options), ...optionalPicks(options, chosenIds)];
}

/**
 * The profession choice: no duplicates, every pick one of the class's professions, every
 * mandatory one kept, no more picks than the class's `additional_professions`, and six in
 * all. The list may leave all the mandatory ones out (they are added), but a list that names
 * some of them and not the others has left one out, and is told so.
 */
export function checkProfessionChoice(
  cls: Pick<CreationClass, 'additional_professions'>,
  options: readonly ClassProfessionOption[],
  chosenIds: readonly number[],
): RuleVerdict {
  if (new Set(chosenIds).size !== chosenIds.length) {
    return refuse(CREATION_RULES.duplicateProfession);
  }
  const offered = new Set(options.map((option) => option.profession_id));
  if (chosenIds.some((id) => !offered.has(id))) return refuse(CREATION_RULES.professionNotInClass);
  const picks = optionalPicks(options, chosenIds);
  const mandatory = mandatoryProfessionIds(options);
  const missing = mandatory.filter((id) => !chosenIds.includes(id));
  if (missing.length > 0 && missing.length < mandatory.length) {
    return refuse(CREATION_RULES.mandatoryProfessionMissing);
  }
  if (picks.length > cls.additional_professions) {
    return refuse(CREATION_RULES.tooManyOptionalProfessions, { max: cls.additional_professions });
  }
  const total = mandatoryProfessionIds(options).length + picks.length;
  if (total !== CHARACTER_LIMITS.professionsPerCharacter) {
    return refuse(CREATION_RULES.professionCount, {
      required: CHARACTER_LIMITS.professionsPerCharacter,
    });
  }
  return ALLOWED;
}

/**
 * Whether one more optional profession may be picked (the drag and drop blocks at the
 * class's limit). `pickedIds` are the optional picks made so far.
 */
export function checkOptionalPick(
  cls: Pick<CreationClass, 'additional_professions'>,
  options: readonly ClassProfessionOption[],
  pickedIds: readonly number[],
  candidateId: number,
): RuleVerdict {
  const option = options.find((o) => o.profession_id === candidateId);
  if (!option || option.mandatory === 1) return refuse(CREATION_RULES.professionNotInClass);
  if (pickedIds.includes(candidateId)) return refuse(CREATION_RULES.duplicateProfession);
  const picks = optionalPicks(options, pickedIds);
  const room = Math.min(
    cls.additional_professions,
    CHARACTER_LIMITS.professionsPerCharacter - mandatoryProfessionIds(options).length,
  );
  if (picks.length >= room) {
    return refuse(CREATION_RULES.tooManyOptionalProfessions, { max: cls.additional_professions });
  }
  return ALLOWED;
}

export function isBuiltInAvatar(path: string): boolean {
  return (BUILT_IN_AVATARS as readonly string[]).includes(path);
}

/**
 * The avatar is a built-in key or the path of an image the member uploaded themselves:
 * never another member's upload. Whether an uploaded path is the member's own is for the
 * caller to know (the server looks it up; the client got it from its own upload).
 */
export function checkAvatarPath(path: string, ownUpload: boolean): RuleVerdict {
  if (path.trim() === '') return refuse(CREATION_RULES.avatarRequired);
  if (isBuiltInAvatar(path)) return ALLOWED;
  if (path.startsWith(UPLOAD_PATH_PREFIX) && ownUpload) return ALLOWED;
  return refuse(CREATION_RULES.invalidAvatar);
}

export interface CreationInput {
  name: string;
  race_id: number;
  class_id: number;
  profession_ids: readonly number[];
  avatar_path: string;
}

export interface CreationContext {
  existingCharacters: number;
  conflictAllowed: boolean;
  /** The chosen race, when it exists. */
  race: CreationRace | undefined;
  /** The chosen class, when it exists. */
  cls: CreationClass | undefined;
  raceClasses: readonly RaceClassLink[];
  /** The chosen class's professions. */
  classProfessions: readonly ClassProfessionOption[];
  /** Whether avatar_path names a stored upload of the member creating the character. */
  avatarUploadExists: boolean;
}

/** Every creation rule, in the order a player meets them on the form. */
export function checkCharacterCreation(
  input: CreationInput,
  context: CreationContext,
): RuleVerdict {
  const { cls } = context;
  return firstRefusal(
    () => checkCharacterLimit(context.existingCharacters),
    () => checkCharacterName(input.name),
    () => (context.race ? ALLOWED : refuse(CREATION_RULES.raceNotFound)),
    () =>
      cls
        ? firstRefusal(
            () =>
              checkClassForRace(input.race_id, cls, context.raceClasses, context.conflictAllowed),
            () => checkProfessionChoice(cls, context.classProfessions, input.profession_ids),
          )
        : refuse(CREATION_RULES.classNotFound),
    () => checkAvatarPath(input.avatar_path, context.avatarUploadExists),
  );
}
