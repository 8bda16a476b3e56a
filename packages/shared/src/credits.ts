import type { Locale } from './constants';

/** A third-party work the app ships, with what its licence asks us to say about it. */
export interface Credit {
  /** The work as its authors name it. */
  work: string;
  author: string;
  licence: string;
  licenceUrl: string;
  sourceUrl: string;
  /** What the app uses it for, in each of the app's languages. */
  usedFor: Record<Locale, string>;
  /** The parts used, by the names their source gives them. */
  parts?: readonly string[];
}

const OFL = {
  author: 'The Noto Project Authors',
  licence: 'SIL Open Font License 1.1',
  licenceUrl: 'https://openfontlicense.org',
} as const;

function notoFont(family: string, repository: string, languages: readonly string[]): Credit {
  const [first, second] = languages;
  return {
    work: `Noto Sans ${family}`,
    ...OFL,
    sourceUrl: `https://github.com/notofonts/${repository}`,
    usedFor: second
      ? {
          da: `Tegnene i skrifttyperne til sprogene ${first} og ${second}`,
          en: `The signs of the ${first} and ${second} language fonts`,
        }
      : {
          da: `Tegnene i skrifttypen til sproget ${first}`,
          en: `The signs of the ${first} language font`,
        },
  };
}

export const CREDITS: readonly Credit[] = [
  {
    work: 'game-icons.net',
    author: 'Lorc, Delapouite and contributors',
    licence: 'CC BY 3.0',
    licenceUrl: 'https://creativecommons.org/licenses/by/3.0/',
    sourceUrl: 'https://game-icons.net',
    usedFor: {
      da: 'Hovederne på folkenes billeder og de indbyggede avatarer (sat på egne rammer)',
      en: 'The heads on the race images and the built-in avatars (placed on frames of our own)',
    },
    parts: [
      'Dwarf face',
      'Woman elf face',
      'Goblin head',
      'Elf helmet',
      'Visored helm',
      'Orc head',
      'Hood',
    ],
  },
  notoFont('Runic', 'runic', ['Dværgemål', 'Oldrigsk']),
  notoFont('Ogham', 'ogham', ['Elvisk']),
  notoFont('Tifinagh', 'tifinagh', ['Mørkelvisk']),
  notoFont('Old Hungarian', 'old-hungarian', ['Orkisk']),
  notoFont('Old Italic', 'old-italic', ['Oldrigsk']),
];
