import type { ItemKind } from '@club/shared/contract/inventory-constants';

/**
 * The demo world's catalogue: its coin, every herb, mineral and other ingredient the
 * alchemy, herbalism and poison recipes name in their `ingredients` (demo.test.ts checks
 * that each numbered ingredient finds its type), and a few named unique things, one piece
 * of each in the bank.
 */
export interface DemoItemType {
  name: string;
  kind: ItemKind;
  unit: string;
  description: string;
  unique?: boolean;
  /** False for organizer-only things. */
  visible?: boolean;
  /** The special ability (by name) the type is the main ingredient of. */
  specialAbility?: string;
}

const herb = (name: string, description: string, specialAbility?: string): DemoItemType => ({
  name,
  kind: 'resource',
  unit: 'bdt.',
  description,
  ...(specialAbility ? { specialAbility } : {}),
});

const mineral = (name: string, description: string): DemoItemType => ({
  name,
  kind: 'resource',
  unit: 'dram',
  description,
});

const liquid = (name: string, description: string): DemoItemType => ({
  name,
  kind: 'resource',
  unit: 'fl.',
  description,
});

const thing = (name: string, description: string): DemoItemType => ({
  name,
  kind: 'resource',
  unit: 'stk.',
  description,
});

const CURRENCY: DemoItemType[] = [
  {
    name: 'Sølv',
    kind: 'currency',
    unit: 'sølv',
    description: 'Ravnemarks mønt. Ti kobber er et sølv; et måltid i kroen koster et sølv.',
  },
];

const HERBS: DemoItemType[] = [
  herb('Røllike', 'Hvide skærme langs vejkanten; standser blod.', 'Røllikesalve'),
  herb('Vejbred', 'Brede blade, der gror, hvor folk går.', 'Vejbredsomslag'),
  herb('Kamille', 'Små gule og hvide blomster, der dufter af æble.', 'Kamillete'),
  herb('Perikon', 'Gule blomster, der bløder rødt, når de knuses.', 'Perikonolie'),
  herb('Baldrianrod', 'Roden lugter af gamle sokker og giver dyb søvn.', 'Baldriandråber'),
  herb('Salvie', 'Grågrønne blade, der renser.', 'Salviebad'),
  herb('Mjødurt', 'Skummende hvide blomster fra fugtige enge.', 'Mjødurtste'),
  herb('Brændenælde', 'Plukkes med handsker.', 'Brændenældesuppe'),
  herb('Hyldebær', 'Sorte bær fra hyldebusken; giftige rå.', 'Hyldebærsaft'),
  herb('Månemos', 'Lyser svagt i mørke. Findes kun gennem plot.', 'Månemos'),
  herb('Galnebær', 'Blanke sorte bær. Giftige.', 'Galnebærdråber'),
  herb('Skarntyde', 'Lugter af mus. Meget giftig.', 'Skarntydesaft'),
  herb('Stormhatrod', 'Roden af den blå stormhat. Giftig at røre ved.', 'Stormhatpulver'),
  {
    ...thing('Fluesvamp', 'Rød hat med hvide prikker.'),
    specialAbility: 'Fluesvampebryg',
  },
  herb('Bulmeurt', 'Klæbrig og ildelugtende; røgen bedøver.', 'Bulmeurtrøg'),
  herb('Fingerbøl', 'Høje lilla klokker. Hjertegift.', 'Fingerbølsdråber'),
  herb('Sortrod', 'En sort, knudret rod fra mosen.', 'Sortrod'),
];

const MINERALS: DemoItemType[] = [
  mineral('Kviksølv', 'Flydende metal i en lukket flaske. Alkymiens moder.'),
  mineral('Guldstøv', 'Fint filet guld.'),
  mineral('Sølvstøv', 'Fint filet sølv; bider på ånder.'),
  mineral('Svovl', 'Gult pulver, der stinker af rådne æg. Alkymiens fader.'),
  mineral('Salpeter', 'Hvide krystaller fra staldvægge.'),
  mineral('Salt', 'Rent hvidt salt. Alkymiens barn.'),
  mineral('Trækul', 'Sort kul fra milen.'),
  mineral('Aske', 'Aske fra et bål, der er brændt helt ud.'),
  mineral('Myrra', 'Duftende harpiks fra syd.'),
];

const OTHER: DemoItemType[] = [
  thing('Fedt', 'En klat svinefedt.'),
  thing('Rent linned', 'Et stykke kogt linned til forbinding.'),
  liquid('Olie', 'Oliven- eller linolie.'),
  liquid('Brændevin', 'Stærk og klar.'),
  thing('Honning', 'En lille krukke honning.'),
  thing('Løg', 'Et gult løg.'),
  liquid('Vin', 'Rødvin fra kroen.'),
  liquid('Saft', 'Sød bærsaft, der skjuler smag.'),
  liquid('Mjød', 'Gylden honningvin.'),
  liquid('Vand', 'Rent kildevand.'),
  liquid('Eddike', 'Skarp vineddike.'),
  liquid('Blod', 'Blod i en lille flaske.'),
  liquid('Okseblod', 'Frisk blod fra slagteren.'),
  liquid('Dug', 'Dug samlet før solopgang.'),
  liquid('Tåge', 'Tåge fanget i en flaske.'),
  thing('Hulespindlerkirtel', 'Giftkirtlen fra en hulespindler. Findes kun gennem plot.'),
  thing('Glasvinge', 'En gennemsigtig sommerfuglevinge.'),
  thing('Ugleøje', 'Et tørret ugleøje.'),
  thing('Talg', 'Talg fra et lig. Ingen spørger, hvor det kom fra.'),
  thing('Væge', 'En væge til et lys.'),
  thing('Sort glas', 'En flaske af sort glas.'),
];

const UNIQUE: DemoItemType[] = [
  {
    name: 'Ulfberht',
    kind: 'item',
    unit: 'stk.',
    unique: true,
    description: 'Et sværd med smedens navn i klingen. Det brækker aldrig.',
  },
  {
    name: 'Kong Halvards segl',
    kind: 'item',
    unit: 'stk.',
    unique: true,
    description: 'Kongens seglring. Et brev med dette segl adlydes i hele Ravnemark.',
  },
  {
    name: 'Dragetandsdolken',
    kind: 'item',
    unit: 'stk.',
    unique: true,
    description: 'En dolk skåret af en dragetand. Den skærer gennem magiske skjolde.',
  },
  {
    name: 'Den sorte ring',
    kind: 'item',
    unit: 'stk.',
    unique: true,
    visible: false,
    description:
      'Forbandet: bæreren hører hvisken om natten. Kun for arrangørerne: afslør den gennem plot.',
  },
];

export const DEMO_ITEM_TYPES: DemoItemType[] = [
  ...CURRENCY,
  ...HERBS,
  ...MINERALS,
  ...OTHER,
  ...UNIQUE,
];
