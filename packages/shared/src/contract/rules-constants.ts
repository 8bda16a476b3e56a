// Plain values of this area's contract, without zod: a screen that needs only these does
// not download the schemas. The contract module of the same name re-exports them.

export const RULES_TEXT_LIMITS = {
  name: 100,
  text: 10_000,
  link: 2_000,
  imagePath: 500,
  /** Hits, mana, XP cost and bonuses: generous, but a typo of 1e9 is refused. */
  number: 10_000,
  /**
   * A place in an ordered list (professions, a class's professions). One added without a
   * place goes after the last, and at this limit shares the last place (then by name).
   */
  sortOrder: 10_000,
} as const;

/** Message keys of the rules refusals (409), beside the general ones in contract/errors. */
export const RULES_ERROR_CODES = {
  /** POST /professions/{id}/abilities with more than 6 abilities. */
  professionAbilitiesLimit: 'errors.professionAbilitiesLimit',
  /** A write would leave a class with more than 6 mandatory professions. */
  mandatoryProfessionsLimit: 'errors.mandatoryProfessionsLimit',
  /** POST /classes/{id}/professions with a profession the class already has. */
  professionAlreadyInClass: 'errors.professionAlreadyInClass',
  /** POST /abilities/{id}/special-abilities on an ability without has_special_ability. */
  abilityWithoutSpecialAbilities: 'errors.abilityWithoutSpecialAbilities',
  /** A name that another race, class or profession already has. */
  nameTaken: 'errors.nameTaken',
  /** Mandatory professions + additional_professions must add up to a character's six. */
  classProfessionCount: 'errors.classProfessionCount',
} as const;

/** POST /races/{id}/image: the multipart part that carries the picture. */
export const RACE_IMAGE_FIELD = 'image';
