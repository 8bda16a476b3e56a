import { DEMO_LANGUAGES } from './languages';
import type { DemoSpecialAbility } from './types';

const HERB_NOTE = 'Urter findes som urtekort i spilområdet.';

const HERBS: DemoSpecialAbility[] = [
  {
    name: 'Røllikesalve',
    type: 'Urtekundskab',
    effect: 'Salven stopper blødning øjeblikkeligt, når den smøres på et sår.',
    ingredients: '2 røllike, 1 fedt',
    duration: 'Øjeblikkelig',
    note: HERB_NOTE,
    link: 'https://en.wikipedia.org/wiki/Achillea_millefolium',
  },
  {
    name: 'Vejbredsomslag',
    type: 'Urtekundskab',
    effect: 'Et omslag på et sår giver 1 liv tilbage efter 10 minutter.',
    ingredients: '3 vejbred, 1 rent linned',
    duration: '10 minutter',
    link: 'https://en.wikipedia.org/wiki/Plantago_major',
  },
  {
    name: 'Kamillete',
    type: 'Urtekundskab',
    effect: 'Den, der drikker teen, falder til ro og kan sove trods smerte eller frygt.',
    ingredients: '2 kamille, varmt vand',
    duration: 'Til næste morgen',
    link: 'https://en.wikipedia.org/wiki/Matricaria_chamomilla',
  },
  {
    name: 'Perikonolie',
    type: 'Urtekundskab',
    effect: 'Olien fjerner mørke tanker: den behandlede er immun over for frygt og rædsel.',
    ingredients: '3 perikon, 1 olie, plukket ved midsommer',
    duration: '1 time',
    link: 'https://en.wikipedia.org/wiki/Hypericum_perforatum',
  },
  {
    name: 'Baldriandråber',
    type: 'Urtekundskab',
    effect: 'Tre dråber i en drik får den, der drikker, til at sove dybt i 15 minutter.',
    ingredients: '2 baldrianrod, 1 brændevin',
    duration: '15 minutter',
    note: 'Kan bruges både til at hele og til at lamme vagter.',
    link: 'https://en.wikipedia.org/wiki/Valerian_(herb)',
  },
  {
    name: 'Salviebad',
    type: 'Urtekundskab',
    effect: 'Et bad i salvie renser for sygdom og svage forbandelser.',
    ingredients: '4 salvie, en balje varmt vand',
    duration: 'Øjeblikkelig',
    requirement: 'Bruges inden for en time efter tilberedning.',
    link: 'https://en.wikipedia.org/wiki/Salvia_officinalis',
  },
  {
    name: 'Mjødurtste',
    type: 'Urtekundskab',
    effect: 'Teen fjerner feber og hovedpine og giver 1 liv tilbage.',
    ingredients: '2 mjødurt, 1 honning',
    duration: 'Øjeblikkelig',
    link: 'https://en.wikipedia.org/wiki/Filipendula_ulmaria',
  },
  {
    name: 'Brændenældesuppe',
    type: 'Urtekundskab',
    effect: 'Op til fem personer, der spiser suppen, får 1 ekstra liv til næste kamp.',
    ingredients: '5 brændenælde, 1 løg, en gryde',
    duration: 'Næste kamp',
    link: 'https://en.wikipedia.org/wiki/Urtica_dioica',
  },
  {
    name: 'Hyldebærsaft',
    type: 'Urtekundskab',
    effect: 'Saften styrker mod kulde og sygdom: immun over for feber og forkølelse i et døgn.',
    ingredients: '3 hyldebær, 1 honning',
    duration: '1 døgn',
    link: 'https://en.wikipedia.org/wiki/Sambucus_nigra',
  },
  {
    name: 'Månemos',
    type: 'Urtekundskab',
    effect: 'Mosset lyser svagt og afslører usynlige ånder og skjulte magiske tegn i nærheden.',
    ingredients: '1 månemos plukket ved fuldmåne',
    duration: '10 minutter',
    manaCost: 1,
    note: 'Månemos findes kun gennem plot.',
  },
];

const POISONS: DemoSpecialAbility[] = [
  {
    name: 'Galnebærdråber',
    type: 'Giftkundskab',
    effect: 'Offeret ser syner og kan ikke skelne ven fra fjende i 10 minutter.',
    ingredients: '3 galnebær, 1 vin',
    duration: '10 minutter',
    link: 'https://en.wikipedia.org/wiki/Atropa_belladonna',
  },
  {
    name: 'Skarntydesaft',
    type: 'Giftkundskab',
    effect: 'Offeret bliver lammet fra fødderne og op og dør efter 30 minutter uden modgift.',
    ingredients: '2 skarntyde, 1 saft',
    duration: '30 minutter',
    note: 'Den klassiske gift i hoffets intriger.',
    link: 'https://en.wikipedia.org/wiki/Conium_maculatum',
  },
  {
    name: 'Stormhatpulver',
    type: 'Giftkundskab',
    effect: 'Pulveret på en klinge giver 2 ekstra skade og stopper al helbredelse i 5 minutter.',
    ingredients: '2 stormhatrod, 1 aske',
    duration: '5 minutter',
    link: 'https://en.wikipedia.org/wiki/Aconitum',
  },
  {
    name: 'Fluesvampebryg',
    type: 'Giftkundskab',
    effect: 'Offeret bliver rusende glad og fortæller sandheden på alle spørgsmål i 5 minutter.',
    ingredients: '1 fluesvamp, 1 mjød',
    duration: '5 minutter',
    link: 'https://en.wikipedia.org/wiki/Amanita_muscaria',
  },
  {
    name: 'Bulmeurtrøg',
    type: 'Giftkundskab',
    effect: 'Røgen får alle i et lukket rum til at falde i søvn i 10 minutter.',
    ingredients: '3 bulmeurt, glødende kul',
    duration: '10 minutter',
    requirement: 'Virker kun i telte og lukkede rum.',
    link: 'https://en.wikipedia.org/wiki/Hyoscyamus_niger',
  },
  {
    name: 'Fingerbølsdråber',
    type: 'Giftkundskab',
    effect: 'Offerets hjerte slår ujævnt: det mister 1 liv hvert 5. minut, indtil modgift gives.',
    ingredients: '2 fingerbøl, 1 vand',
    duration: 'Indtil modgift',
    link: 'https://en.wikipedia.org/wiki/Digitalis_purpurea',
  },
  {
    name: 'Edderkoppeblod',
    type: 'Giftkundskab',
    effect: 'Offeret kan ikke tale i 15 minutter.',
    ingredients: '1 hulespindlerkirtel, 1 eddike',
    duration: '15 minutter',
    note: 'Mørkelvernes yndlingsgift. Kirtler findes kun gennem plot.',
  },
  {
    name: 'Sortrod',
    type: 'Giftkundskab',
    effect: 'Offeret svækkes: det kan ikke bruge tohåndsvåben eller tung rustning til solopgang.',
    ingredients: '2 sortrod, 1 blod',
    duration: 'Til solopgang',
    manaCost: 1,
  },
];

const ALCHEMY: DemoSpecialAbility[] = [
  {
    name: 'Livseliksir',
    type: 'Alkymi',
    effect: 'Den, der drikker, får 3 liv tilbage.',
    ingredients: '1 kviksølv, 2 røllike, 1 guldstøv',
    duration: 'Øjeblikkelig',
    manaCost: 1,
  },
  {
    name: 'Manadrik',
    type: 'Alkymi',
    effect: 'Den, der drikker, får 2 mana tilbage.',
    ingredients: '1 månemos, 1 kviksølv, 1 dug samlet før solopgang',
    duration: 'Øjeblikkelig',
    manaCost: 1,
  },
  {
    name: 'Styrkedrik',
    type: 'Alkymi',
    effect: 'Den, der drikker, giver 1 ekstra skade med nærkampsvåben.',
    ingredients: '1 svovl, 2 brændenælde, 1 okseblod',
    duration: '1 kamp',
  },
  {
    name: 'Ildpulver',
    type: 'Alkymi',
    effect: 'Kastes pulveret i ild, eksploderer det: alle inden for 3 meter mister 2 liv.',
    ingredients: '2 svovl, 1 salpeter, 1 trækul',
    duration: 'Øjeblikkelig',
    requirement: 'Skal antændes af en åben ild.',
  },
  {
    name: 'Usynlighedsdrik',
    type: 'Alkymi',
    effect: 'Den, der drikker, er usynlig, så længe han står stille og holder hånden over hovedet.',
    ingredients: '1 glasvinge, 1 kviksølv, 1 tåge fanget i en flaske',
    duration: '10 minutter',
    manaCost: 2,
  },
  {
    name: 'Sandhedsserum',
    type: 'Alkymi',
    effect: 'Den, der drikker, kan ikke lyve i 5 minutter.',
    ingredients: '1 salt, 1 sølvstøv, 1 ugleøje',
    duration: '5 minutter',
    manaCost: 1,
  },
  {
    name: 'Balsameringsolie',
    type: 'Alkymi',
    effect:
      'Et lig, der salves med olien, forrådner ikke og kan genoplives i et døgn i stedet for en time.',
    ingredients: '1 myrra, 1 salt, 1 olie',
    duration: '1 døgn',
  },
  {
    name: 'Ligvoks',
    type: 'Alkymi',
    effect: 'Et lys støbt af ligvoks holder udøde på afstand, så længe det brænder.',
    ingredients: '1 talg fra et lig, 1 aske, 1 væge',
    duration: '1 time',
    manaCost: 1,
    note: 'Lyset skal være et rigtigt, tændt lys i en lygte.',
  },
  {
    name: 'Sjælefangeren',
    type: 'Alkymi',
    effect: 'En flaske, der kan fange en døendes sjæl, så den kan udspørges senere.',
    ingredients: '1 sort glas, 1 kviksølv, 1 blod fra den døende',
    duration: 'Indtil flasken knuses',
    manaCost: 3,
    requirement: 'Flasken skal lukkes, mens den døende udånder.',
    note: 'Konfliktspil: kræver tilladelse fra bestyrelsen.',
  },
];

/**
 * Each language is also a special ability of type Sprog with the same name: a character
 * who learns it "knows" the language and unlocks its font.
 */
const LANGUAGES: DemoSpecialAbility[] = DEMO_LANGUAGES.map((language) => ({
  name: language.name,
  type: 'Sprog',
  effect: `Du kan tale, læse og skrive ${language.name.toLowerCase()}. ${language.lore}`,
  duration: 'Permanent',
  note: 'Låser sprogets skrifttype op under Sprog.',
}));

export const DEMO_SPECIAL_ABILITIES: DemoSpecialAbility[] = [
  ...HERBS,
  ...POISONS,
  ...ALCHEMY,
  ...LANGUAGES,
];
