import type { DemoClass } from './types';

/**
 * The classes of Ravnemark. A character has the class's mandatory professions and picks
 * the rest from its optional ones until the sheet holds six. Conflict classes play
 * against the other characters and need the board's permission.
 */
export const DEMO_CLASSES: DemoClass[] = [
  {
    name: 'Kriger',
    description:
      'Krigeren lever af sit sværd og sin ære. Lejesvende, husfolk og skjoldmøer: de står forrest, når Ravnemark kalder til våben.',
    conflict: false,
    mandatory: ['Sværdkæmper', 'Skjoldbærer'],
    optional: ['Bueskytte', 'Spejder', 'Feltlæge', 'Smed', 'Bersærk', 'Handelsmand'],
  },
  {
    name: 'Skovløber',
    description:
      'Skovløberen vogter grænselandet mellem bygd og vildnis. Jæger, spejder og vejviser, hjemme i Sortskoven som ingen anden.',
    conflict: false,
    mandatory: ['Bueskytte', 'Spejder'],
    optional: [
      'Sværdkæmper',
      'Urtekyndig',
      'Feltlæge',
      'Naturkalder',
      'Giftblander',
      'Handelsmand',
    ],
  },
  {
    name: 'Præst',
    description:
      'Præsten tjener Lyset eller de gamle guder og bringer trøst, helbredelse og dom. Et tempel er ikke nødvendigt; troen bærer præsten med sig.',
    conflict: false,
    mandatory: ['Helbreder', 'Ritualist'],
    optional: [
      'Feltlæge',
      'Skriftlærd',
      'Sagafortæller',
      'Urtekyndig',
      'Skjoldbærer',
      'Handelsmand',
    ],
  },
  {
    name: 'Magiker',
    description:
      'Magikeren har studeret ved Ravnetårnets akademi og lært at tæmme de rå kræfter. Viden er magt, og magikeren har begge dele.',
    conflict: false,
    mandatory: ['Elementarist', 'Skriftlærd', 'Ritualist'],
    optional: ['Alkymist', 'Runesmed', 'Helbreder', 'Urtekyndig', 'Handelsmand'],
  },
  {
    name: 'Håndværker',
    description:
      'Håndværkeren bygger det, andre bruger: våben, rustninger, vogne og huse. Uden håndværkere intet rige, og de ved det godt selv.',
    conflict: false,
    mandatory: ['Smed'],
    optional: [
      'Runesmed',
      'Handelsmand',
      'Alkymist',
      'Feltlæge',
      'Sværdkæmper',
      'Skjoldbærer',
      'Spejder',
    ],
  },
  {
    name: 'Skjald',
    description:
      'Skjalden synger om helte og hån, og begge dele huskes længe. Ved hoffet er skjalden en æret gæst, i kroen en kær ven.',
    conflict: false,
    mandatory: ['Sagafortæller', 'Skriftlærd'],
    optional: ['Handelsmand', 'Sværdkæmper', 'Feltlæge', 'Spejder', 'Ritualist', 'Lommetyv'],
  },
  {
    name: 'Lærd',
    description:
      'Den lærde søger sandheden i bøger, kolber og stjerner. Nogle tjener fyrster som rådgivere, andre forsvinder i deres tårne i årevis.',
    conflict: false,
    mandatory: ['Skriftlærd', 'Alkymist'],
    optional: ['Urtekyndig', 'Feltlæge', 'Runesmed', 'Handelsmand', 'Giftblander', 'Ritualist'],
  },
  {
    name: 'Druide',
    description:
      'Druiden tjener skoven og de gamle pagter mellem folk og natur. Hvor druiden går, vokser det grønt, og hvor druiden vredes, visner det.',
    conflict: false,
    mandatory: ['Naturkalder', 'Urtekyndig'],
    optional: ['Helbreder', 'Ritualist', 'Spejder', 'Alkymist', 'Bueskytte', 'Feltlæge'],
  },
  {
    name: 'Snigmorder',
    description:
      'Snigmorderen sælger døden til højestbydende. I Ravnemark taler man kun om Skyggernes Laug med lav stemme, og aldrig efter mørkets frembrud.',
    conflict: true,
    mandatory: ['Skyggegænger', 'Giftblander'],
    optional: ['Sværdkæmper', 'Spejder', 'Bueskytte', 'Alkymist', 'Lommetyv', 'Handelsmand'],
  },
  {
    name: 'Dødemaner',
    description:
      'Dødemaneren har forkastet livets love og søger magt over de døde. Lyset jager dem, de døde adlyder dem, og de levende frygter dem.',
    conflict: true,
    mandatory: ['Gravkalder', 'Ritualist', 'Skriftlærd'],
    optional: ['Giftblander', 'Alkymist', 'Elementarist', 'Urtekyndig', 'Runesmed'],
  },
];
