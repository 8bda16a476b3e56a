import { BUILT_IN_AVATARS } from '@club/shared/constants';

/**
 * The race pictures the app ships in public/images/races/: one SVG per built-in avatar
 * (dwarfs.svg, elves.svg, …), stored on a race as the bare file name.
 */
export const BUILT_IN_RACE_IMAGES: readonly string[] = BUILT_IN_AVATARS.map((key) => `${key}.svg`);
