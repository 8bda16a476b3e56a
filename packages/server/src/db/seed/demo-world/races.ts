import type { DemoRace } from './types';

/** The seven folk of Ravnemark, one for each of the app's built-in avatars. */
export const DEMO_RACES: DemoRace[] = [
  {
    name: 'Dværge',
    singularName: 'Dværg',
    image: 'dwarfs.svg',
    description:
      'Dværgene bor i bjergenes haller under Jernfjeld, hvor de har hugget og smedet i tusind år. De er stædige, stolte og trofaste, og en dværgs ed holder længere end de fleste kongeriger. De glemmer aldrig en gæld, hverken en god eller en ond.',
    baseHits: 6,
    baseMana: 1,
    classes: ['Kriger', 'Håndværker', 'Præst', 'Lærd', 'Skjald'],
  },
  {
    name: 'Elvere',
    singularName: 'Elver',
    image: 'elves.svg',
    description:
      'Elverne er Sortskovens ældste folk. De lever længe, taler langsomt og husker ting, som mennesker for længst har glemt. Deres byer er bygget i trækronerne, og deres magi er vævet af sang og stjernelys.',
    baseHits: 4,
    baseMana: 4,
    classes: ['Skovløber', 'Magiker', 'Druide', 'Skjald', 'Præst', 'Kriger'],
  },
  {
    name: 'Gobliner',
    singularName: 'Goblin',
    image: 'goblins.svg',
    description:
      'Goblinerne er små, kvikke og altid sultne. De bor i huler og ruiner, hvor de samler alt, hvad andre har smidt væk, og bygger de mest forunderlige ting af det. Man skal aldrig undervurdere en goblin, og man skal altid tælle sine mønter bagefter.',
    baseHits: 3,
    baseMana: 2,
    classes: ['Snigmorder', 'Håndværker', 'Lærd', 'Skovløber', 'Dødemaner'],
  },
  {
    name: 'Halvelvere',
    singularName: 'Halvelver',
    image: 'half-elves.svg',
    description:
      'Halvelverne er børn af to verdener og hjemme i ingen af dem. Elverne ser dem som forhastede, menneskene som fremmede. Netop derfor bliver mange af dem rejsende, mæglere og eventyrere, der binder folkene sammen.',
    baseHits: 5,
    baseMana: 3,
    classes: ['Skovløber', 'Skjald', 'Magiker', 'Kriger', 'Druide', 'Præst'],
  },
  {
    name: 'Mennesker',
    singularName: 'Menneske',
    image: 'human.svg',
    description:
      'Menneskene er Ravnemarks talrigeste folk. De lever kort, men brænder klart: de bygger byer, grundlægger riger og fører krige med en iver, som de ældre folk hverken forstår eller helt stoler på.',
    baseHits: 5,
    baseMana: 2,
    classes: [
      'Kriger',
      'Skovløber',
      'Præst',
      'Magiker',
      'Håndværker',
      'Skjald',
      'Lærd',
      'Druide',
      'Snigmorder',
      'Dødemaner',
    ],
  },
  {
    name: 'Orker',
    singularName: 'Ork',
    image: 'orc.svg',
    description:
      'Orkerne lever i klaner på de golde sletter øst for Ravneåen. De ærer styrke, mod og forfædrenes ånder, og en ork, der har givet sit ord, holder det til døden. Deres shamaner taler med ånderne gennem trommer og røg.',
    baseHits: 7,
    baseMana: 0,
    classes: ['Kriger', 'Skovløber', 'Druide', 'Håndværker', 'Dødemaner'],
  },
  {
    name: 'Mørkelvere',
    singularName: 'Mørkelver',
    image: 'dark-elf.svg',
    description:
      'Mørkelverne forlod overfladen for længe siden og byggede deres riger i de dybe huler. De er smukke, farlige og fulde af intriger, og de tåler dårligt sollys. Ingen ved med sikkerhed, hvorfor de nu igen vandrer blandt de andre folk.',
    baseHits: 4,
    baseMana: 5,
    classes: ['Magiker', 'Snigmorder', 'Dødemaner', 'Skjald', 'Kriger', 'Lærd'],
  },
];
