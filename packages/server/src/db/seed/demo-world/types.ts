import type { SpecialAbilityType } from '@club/shared/constants';

/** The Danish labels of the five ability types, as stored (SPEC stores the translated label). */
export const MAGISK_EFFEKT = 'Magisk effekt';
export const EVNE = 'Evne';
export const RITUAL = 'Ritual';
export const FORMEL = 'Formel';
export const BAGGRUND = 'Baggrund';

export type DemoAbilityType =
  typeof MAGISK_EFFEKT | typeof EVNE | typeof RITUAL | typeof FORMEL | typeof BAGGRUND;

export interface DemoAbility {
  name: string;
  type: DemoAbilityType;
  xpcost: number;
  effect: string;
  bonusHits?: number;
  bonusKp?: number;
  bonusRp?: number;
  bonusMp?: number;
  duration?: string;
  rite?: string;
  costMana?: number;
  requirement?: string;
  note?: string;
  /** The special abilities a character picks one of when learning this ability. */
  specialAbilities?: { type: SpecialAbilityType; only?: string[] };
}

export interface DemoProfession {
  name: string;
  description: string;
  requirements: string;
  notes: string;
  characteristics: string;
  /** Exactly six, in the order they are learned. */
  abilities: [DemoAbility, DemoAbility, DemoAbility, DemoAbility, DemoAbility, DemoAbility];
}

export interface DemoClass {
  name: string;
  description: string;
  conflict: boolean;
  /** In the order a character's sheet lists them. */
  mandatory: string[];
  optional: string[];
}

export interface DemoRace {
  name: string;
  /** One of the race's folk, as a character reads: "Dværg". */
  singularName: string;
  /** A file in the web app's images/races/ folder. */
  image: string;
  description: string;
  baseHits: number;
  baseMana: number;
  classes: string[];
}

export interface DemoSpecialAbility {
  name: string;
  type: SpecialAbilityType;
  effect: string;
  ingredients?: string;
  duration?: string;
  manaCost?: number;
  requirement?: string;
  note?: string;
  link?: string;
}
