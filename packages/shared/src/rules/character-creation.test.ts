import { describe, expect, it } from 'vitest';
import {
  checkAvatarPath,
  checkCharacterCreation,
  checkCharacterLimit,
  checkCharacterName,
  checkClassForRace,
  checkOptionalPick,
  checkProfessionChoice,
  orderCharacterProfessions,
  selectableClasses,
  type ClassProfessionOption,
  type CreationContext,
} from './character-creation';

const fighter = { id: 10, conflict: 0, additional_professions: 3 };
const necromancer = { id: 11, conflict: 1, additional_professions: 3 };
const hermit = { id: 12, conflict: 0, additional_professions: 4 };
const raceClasses = [
  { race_id: 1, class_id: 10 },
  { race_id: 1, class_id: 11 },
  { race_id: 2, class_id: 12 },
];

// Mandatory 103, 101, 102 by sort order (listed out of order on purpose); optional 201..205.
const options: ClassProfessionOption[] = [
  { profession_id: 101, mandatory: 1, sort_order: 2 },
  { profession_id: 201, mandatory: 0, sort_order: 1 },
  { profession_id: 103, mandatory: 1, sort_order: 1 },
  { profession_id: 202, mandatory: 0, sort_order: 2 },
  { profession_id: 102, mandatory: 1, sort_order: 3 },
  { profession_id: 203, mandatory: 0, sort_order: 3 },
  { profession_id: 204, mandatory: 0, sort_order: 4 },
  { profession_id: 205, mandatory: 0, sort_order: 5 },
];

describe('checkCharacterLimit', () => {
  it('allows a third character and refuses a fourth', () => {
    expect(checkCharacterLimit(2)).toEqual({ ok: true });
    expect(checkCharacterLimit(3)).toMatchObject({
      ok: false,
      code: 'characters.limitReached',
      message: 'You can have at most 3 characters',
      params: { max: 3 },
    });
  });
});

describe('checkCharacterName', () => {
  it('requires a name of at most 50 characters', () => {
    expect(checkCharacterName('Thorin')).toEqual({ ok: true });
    expect(checkCharacterName('   ')).toMatchObject({ code: 'characters.nameRequired' });
    expect(checkCharacterName('x'.repeat(50)).ok).toBe(true);
    expect(checkCharacterName('x'.repeat(51))).toMatchObject({ code: 'characters.nameTooLong' });
  });
});

describe('checkClassForRace', () => {
  it('refuses a class the race does not allow', () => {
    expect(checkClassForRace(2, fighter, raceClasses, true)).toMatchObject({
      code: 'characters.classNotAllowedForRace',
    });
  });

  it('allows a conflict class only with permission', () => {
    expect(checkClassForRace(1, necromancer, raceClasses, false)).toMatchObject({
      code: 'characters.conflictClassNotAllowed',
    });
    expect(checkClassForRace(1, necromancer, raceClasses, true)).toEqual({ ok: true });
  });

  it('offers only the selectable classes for a race', () => {
    const classes = [fighter, necromancer, hermit];
    expect(selectableClasses(1, classes, raceClasses, false).map((c) => c.id)).toEqual([10]);
    expect(selectableClasses(1, classes, raceClasses, true).map((c) => c.id)).toEqual([10, 11]);
    expect(selectableClasses(2, classes, raceClasses, true).map((c) => c.id)).toEqual([12]);
  });
});

describe('checkProfessionChoice', () => {
  it('accepts the mandatory ones plus three picks, with or without the mandatory ids', () => {
    expect(checkProfessionChoice(fighter, options, [201, 202, 203])).toEqual({ ok: true });
    expect(checkProfessionChoice(fighter, options, [101, 202, 102, 201, 103, 203])).toEqual({
      ok: true,
    });
  });

  it('refuses five or seven professions with SPEC text', () => {
    const five = checkProfessionChoice(fighter, options, [201, 202]);
    expect(five).toMatchObject({
      code: 'characters.professionCount',
      message: 'Please select exactly 6 total professions (mandatory + optional)',
    });
    expect(checkProfessionChoice(hermit, options, [201, 202, 203, 204])).toMatchObject({
      code: 'characters.professionCount',
    });
  });

  it('refuses more optional picks than the class allows', () => {
    expect(checkProfessionChoice(fighter, options, [201, 202, 203, 204])).toMatchObject({
      code: 'characters.tooManyOptionalProfessions',
      params: { max: 3 },
    });
  });

  it('refuses leaving out a mandatory profession, saying so', () => {
    // Six ids, one mandatory swapped for an optional one: not "too many optional ones".
    expect(checkProfessionChoice(fighter, options, [101, 102, 201, 202, 203, 204])).toMatchObject({
      code: 'characters.mandatoryProfessionMissing',
      message: "The class's mandatory professions must be kept",
    });
    // Some mandatory ones named, one left out.
    expect(checkProfessionChoice(fighter, options, [101, 102, 201, 202, 203])).toMatchObject({
      code: 'characters.mandatoryProfessionMissing',
    });
  });

  it('refuses a profession the class does not offer', () => {
    expect(checkProfessionChoice(fighter, options, [201, 202, 999])).toMatchObject({
      code: 'characters.professionNotInClass',
    });
  });

  it('refuses a profession chosen twice', () => {
    expect(checkProfessionChoice(fighter, options, [201, 201, 202, 203])).toMatchObject({
      code: 'characters.duplicateProfession',
    });
  });
});

describe('orderCharacterProfessions', () => {
  it('puts the mandatory ones first in the class order, then the picks in the order picked', () => {
    expect(orderCharacterProfessions(options, [203, 101, 201, 202])).toEqual([
      103, 101, 102, 203, 201, 202,
    ]);
  });
});

describe('checkOptionalPick', () => {
  it('blocks a pick at the class limit', () => {
    expect(checkOptionalPick(fighter, options, [201, 202], 203)).toEqual({ ok: true });
    expect(checkOptionalPick(fighter, options, [201, 202, 203], 204)).toMatchObject({
      code: 'characters.tooManyOptionalProfessions',
    });
  });

  it('refuses mandatory, unknown and already picked professions', () => {
    expect(checkOptionalPick(fighter, options, [], 101).ok).toBe(false);
    expect(checkOptionalPick(fighter, options, [], 999).ok).toBe(false);
    expect(checkOptionalPick(fighter, options, [201], 201)).toMatchObject({
      code: 'characters.duplicateProfession',
    });
  });
});

describe('checkAvatarPath', () => {
  it('accepts built-in keys and existing uploads only', () => {
    expect(checkAvatarPath('dark-elf', false)).toEqual({ ok: true });
    expect(checkAvatarPath('/uploads/abc.webp', true)).toEqual({ ok: true });
    expect(checkAvatarPath('/uploads/abc.webp', false)).toMatchObject({
      code: 'characters.invalidAvatar',
    });
    expect(checkAvatarPath('https://evil.example/x.png', true)).toMatchObject({
      code: 'characters.invalidAvatar',
    });
    expect(checkAvatarPath('', false)).toMatchObject({
      code: 'characters.avatarRequired',
      message: 'Please select an avatar',
    });
  });
});

describe('checkCharacterCreation', () => {
  const context: CreationContext = {
    existingCharacters: 0,
    conflictAllowed: false,
    race: { id: 1 },
    cls: fighter,
    raceClasses,
    classProfessions: options,
    avatarUploadExists: false,
  };
  const input = {
    name: 'Brunhild',
    race_id: 1,
    class_id: 10,
    profession_ids: [201, 202, 203],
    avatar_path: 'human',
  };

  it('allows a complete character', () => {
    expect(checkCharacterCreation(input, context)).toEqual({ ok: true });
  });

  it('reports the first rule broken, limit before the rest', () => {
    expect(
      checkCharacterCreation({ ...input, name: '' }, { ...context, existingCharacters: 3 }),
    ).toMatchObject({ code: 'characters.limitReached' });
    expect(checkCharacterCreation(input, { ...context, race: undefined })).toMatchObject({
      code: 'characters.raceNotFound',
    });
    expect(checkCharacterCreation(input, { ...context, cls: undefined })).toMatchObject({
      code: 'characters.classNotFound',
    });
    expect(checkCharacterCreation({ ...input, avatar_path: 'x' }, context)).toMatchObject({
      code: 'characters.invalidAvatar',
    });
  });
});
