import { BAGGRUND, EVNE, FORMEL, MAGISK_EFFEKT, RITUAL, type DemoProfession } from './types';

/**
 * The professions of Ravnemark, in the order the rules book lists them. Each has six
 * abilities, learned in order: the first is cheap and common, the sixth is the mark of a
 * master.
 */
export const DEMO_PROFESSIONS: DemoProfession[] = [
  {
    name: 'Sværdkæmper',
    description:
      'Den trænede kæmper, der har lært klingens sprog på øvelsespladsen og i skjoldmuren. Sværdkæmperen er ryggraden i enhver hær og ethvert følge, og den første, man sender bud efter, når sværdene trækkes.',
    requirements: 'Ingen. Enhver kan lære at holde et sværd, men få lærer at holde det rigtigt.',
    notes: 'Alle våben skal være godkendte latexvåben. Slag mod hoved og skridt er ikke tilladt.',
    characteristics: 'Rank holdning, arret hænder, et sværd der altid er pudset.',
    abilities: [
      {
        name: 'Våbentræning',
        type: EVNE,
        xpcost: 1,
        effect: 'Du må bære og bruge enhåndsvåben op til 110 cm.',
        note: 'Grundlaget for al nærkamp.',
      },
      {
        name: 'Hårdfør',
        type: EVNE,
        xpcost: 2,
        effect: 'Du har 1 ekstra liv.',
        bonusHits: 1,
      },
      {
        name: 'Tohåndsvåben',
        type: EVNE,
        xpcost: 2,
        effect: 'Du må bruge tohåndsvåben op til 160 cm. Et tohåndsslag giver 2 i skade.',
      },
      {
        name: 'Afvæbning',
        type: EVNE,
        xpcost: 3,
        effect:
          'Én gang pr. kamp kan du råbe "Afvæbn!" efter et slag mod modstanderens våbenarm. Modstanderen taber sit våben.',
        duration: 'Øjeblikkelig',
      },
      {
        name: 'Veteran',
        type: BAGGRUND,
        xpcost: 3,
        effect: 'Du har overlevet mange slag og har 1 ekstra liv og 1 ekstra rustningspoint.',
        bonusHits: 1,
        bonusRp: 1,
        requirement: 'Mindst ét deltaget slag i kampagnen.',
      },
      {
        name: 'Klingemester',
        type: EVNE,
        xpcost: 5,
        effect:
          'Én gang pr. kamp kan du råbe "Gennemslag!" med et slag. Slaget ignorerer rustning og giver 3 i skade.',
        duration: 'Øjeblikkelig',
        note: 'Kun med sværd eller økse.',
      },
    ],
  },
  {
    name: 'Skjoldbærer',
    description:
      'Skjoldbæreren står forrest, hvor pilene falder tættest. Hvor andre kæmper for ære, kæmper skjoldbæreren for dem, der står bag skjoldet.',
    requirements: 'Skal kunne bære et skjold gennem en hel kamp.',
    notes: 'Skjolde må højst være 90 cm i diameter og skal have polstret kant.',
    characteristics: 'Bred i skuldrene, tavs i kamp, altid den sidste til at trække sig.',
    abilities: [
      {
        name: 'Skjoldbrug',
        type: EVNE,
        xpcost: 1,
        effect: 'Du må bære skjold. Slag, der rammer skjoldet, giver ingen skade.',
      },
      {
        name: 'Rustningsvant',
        type: EVNE,
        xpcost: 2,
        effect: 'Du må bære tung rustning og får 1 ekstra rustningspoint.',
        bonusRp: 1,
      },
      {
        name: 'Skjoldmur',
        type: EVNE,
        xpcost: 2,
        effect:
          'Når mindst tre skjoldbærere står skulder ved skulder, tager de ingen skade fra pile forfra.',
      },
      {
        name: 'Livvagt',
        type: EVNE,
        xpcost: 3,
        effect:
          'Du kan råbe "Dæk!" og tage et slag, der var rettet mod en person inden for en armslængde.',
        duration: 'Øjeblikkelig',
      },
      {
        name: 'Jernhud',
        type: EVNE,
        xpcost: 4,
        effect: 'Du har 1 ekstra liv og 1 ekstra rustningspoint.',
        bonusHits: 1,
        bonusRp: 1,
      },
      {
        name: 'Urokkelig',
        type: EVNE,
        xpcost: 5,
        effect:
          'Du kan ikke væltes, skubbes eller tvinges tilbage af evner eller magi, så længe du står med skjold.',
        note: 'Virker også mod "Skub" fra elementarmagi.',
      },
    ],
  },
  {
    name: 'Bueskytte',
    description:
      'Bueskytten rammer, før fjenden overhovedet ser, hvem der skyder. Et godt øje, en rolig hånd og en fyldt kogger er alt, der skal til.',
    requirements: 'Godkendt LARP-bue med højst 25 punds træk og pile med skumspids.',
    notes: 'Der skydes aldrig mod hovedet og aldrig på kortere afstand end 5 meter.',
    characteristics: 'Skarpt blik, fjer i håret, vant til at vente.',
    abilities: [
      {
        name: 'Buebrug',
        type: EVNE,
        xpcost: 1,
        effect: 'Du må bruge bue eller armbrøst. En pil giver 1 i skade.',
      },
      {
        name: 'Skarpt øje',
        type: EVNE,
        xpcost: 2,
        effect:
          'Du kan spørge en arrangør, hvad du ser på lang afstand, fx om en skikkelse bærer våben.',
      },
      {
        name: 'Pilemager',
        type: BAGGRUND,
        xpcost: 2,
        effect:
          'Du kan reparere og fremstille pile. Ved hvert arrangement får du 6 ekstra pile udleveret.',
      },
      {
        name: 'Gennemborende pil',
        type: EVNE,
        xpcost: 3,
        effect: 'Én gang pr. kamp kan du råbe "Gennemslag!" med en pil. Pilen ignorerer rustning.',
        duration: 'Øjeblikkelig',
      },
      {
        name: 'Brandpil',
        type: FORMEL,
        xpcost: 4,
        effect:
          'Du kan tilberede en brandpil. Den, der rammes, råber "Brand!" og mister 1 liv pr. 10 sekunder, indtil ilden slukkes.',
        duration: '1 minut',
        requirement: 'En rød bånd-markeret pil pr. brandpil.',
      },
      {
        name: 'Mesterskytte',
        type: EVNE,
        xpcost: 5,
        effect: 'Dine pile giver 2 i skade.',
        note: 'Gælder ikke brandpile.',
      },
    ],
  },
  {
    name: 'Spejder',
    description:
      'Spejderen kender stierne gennem Sortskoven og vadestederne over Ravneåen. Hvor hæren marcherer, har spejderen allerede været.',
    requirements: 'Ingen.',
    notes:
      'Spejdere må bevæge sig uden for lejren om natten, men skal altid bære et gult bånd synligt.',
    characteristics: 'Let fodtøj, muddersprøjt til knæene, taler sjældent højt.',
    abilities: [
      {
        name: 'Sporlæsning',
        type: EVNE,
        xpcost: 1,
        effect:
          'Du kan spørge en arrangør, om der har været mennesker, dyr eller monstre på et sted inden for det sidste døgn.',
      },
      {
        name: 'Snigen',
        type: EVNE,
        xpcost: 2,
        effect:
          'Med hånden løftet over hovedet er du skjult, så længe du står stille i skygge eller krat.',
        duration: 'Så længe du står stille',
      },
      {
        name: 'Lokalkendskab',
        type: BAGGRUND,
        xpcost: 1,
        effect:
          'Du kender egnens veje, landsbyer og kroer og kan spørge en arrangør om rygter derfra.',
      },
      {
        name: 'Fælder',
        type: FORMEL,
        xpcost: 3,
        effect:
          'Du kan sætte fælder, markeret med et rødt snoretræk. Den, der udløser fælden, mister 2 liv.',
        requirement: 'Et snoretræk og en klokke pr. fælde.',
      },
      {
        name: 'Hurtig som vinden',
        type: EVNE,
        xpcost: 3,
        effect: 'Én gang pr. kamp kan du råbe "Flugt!" og må ikke forfølges de næste 10 sekunder.',
        duration: '10 sekunder',
      },
      {
        name: 'Stifinder',
        type: EVNE,
        xpcost: 4,
        effect: 'Du og op til fem følgesvende kan rejse gennem vildnisset uden at møde vilde dyr.',
        note: 'Arrangørerne kan sætte særlige egne ud af kraft.',
      },
    ],
  },
  {
    name: 'Feltlæge',
    description:
      'Med nål, tråd og en flaske brændevin holder feltlægen liv i dem, der burde være døde. Efter slaget er feltlægen den mest eftertragtede person på valpladsen.',
    requirements: 'Forbindinger som rekvisit.',
    notes: 'Behandling spilles ud: sår skal renses og forbindes, mens spilleren tæller.',
    characteristics: 'Blodplettet forklæde, kirurgiske redskaber i en læderrulle, mørk humor.',
    abilities: [
      {
        name: 'Førstehjælp',
        type: EVNE,
        xpcost: 1,
        effect: 'Efter 1 minuts behandling stopper du en blødende persons tab af liv.',
        duration: '1 minut',
      },
      {
        name: 'Sårbehandling',
        type: EVNE,
        xpcost: 2,
        effect: 'Efter 5 minutters behandling giver du en person 1 liv tilbage.',
        duration: '5 minutter',
      },
      {
        name: 'Lægeurter',
        type: BAGGRUND,
        xpcost: 2,
        effect: 'Du kender de mest almindelige lægeurter og kan lære én urtekundskab.',
        specialAbilities: {
          type: 'Urtekundskab',
          only: ['Røllikesalve', 'Vejbredsomslag', 'Kamillete'],
        },
      },
      {
        name: 'Feltkirurgi',
        type: EVNE,
        xpcost: 3,
        effect:
          'Du kan hele brækkede lemmer og fjerne pile og bolte efter 10 minutters behandling.',
        duration: '10 minutter',
      },
      {
        name: 'Rolig hånd',
        type: EVNE,
        xpcost: 3,
        effect: 'Du kan behandle to personer på én gang.',
      },
      {
        name: 'Dødens dørvogter',
        type: EVNE,
        xpcost: 5,
        effect:
          'Du kan behandle en døende person, selv efter at tælletiden er udløbet, så længe der ikke er gået mere end 5 minutter.',
        note: 'Virker ikke på den, der er dræbt med "Dødsstød".',
      },
    ],
  },
  {
    name: 'Urtekyndig',
    description:
      'Den urtekyndige går i skoven, når andre sover, og samler rødder, blade og blomster ved rette månefase. Salver, te og omslag af urtekyndige hænder er ofte bedre end magi.',
    requirements: 'En urtebog (in-game rekvisit), hvor dine opskrifter står.',
    notes: 'Urter findes som laminerede kort i spilområdet og udleveres ved indtjek.',
    characteristics: 'Poser og krukker i bæltet, grønne fingre, lugter af timian.',
    abilities: [
      {
        name: 'Urtekendskab',
        type: BAGGRUND,
        xpcost: 1,
        effect: 'Du kan kende forskel på nyttige og giftige planter og ved, hvor de gror.',
      },
      {
        name: 'Urtekyndig',
        type: FORMEL,
        xpcost: 2,
        effect: 'Du lærer én urtekundskab, som du kan tilberede, når du har ingredienserne.',
        specialAbilities: { type: 'Urtekundskab' },
      },
      {
        name: 'Urtesamler',
        type: EVNE,
        xpcost: 2,
        effect: 'Ved hvert arrangement får du tre tilfældige urtekort ved indtjek.',
      },
      {
        name: 'Mesterurtekyndig',
        type: FORMEL,
        xpcost: 3,
        effect: 'Du lærer endnu en urtekundskab.',
        specialAbilities: { type: 'Urtekundskab' },
      },
      {
        name: 'Tørring og lagring',
        type: EVNE,
        xpcost: 3,
        effect: 'Dine urtetilberedninger holder til næste arrangement.',
      },
      {
        name: 'Skovens gave',
        type: RITUAL,
        xpcost: 5,
        effect: 'Ved solopgang kan du bede skoven om en sjælden urt efter eget valg.',
        rite: 'Du ofrer brød og mælk ved et gammelt træ og synger den gamle urtesang.',
        duration: 'Én gang pr. arrangement',
        costMana: 1,
      },
    ],
  },
  {
    name: 'Alkymist',
    description:
      'Alkymisten tæmmer stoffernes natur i kolbe og retorte. Med kviksølv, svovl og salt skabes eliksirer, der kan hele, styrke eller sprænge.',
    requirements: 'Et alkymistisk værksted (bord med kolber og flasker) i lejren.',
    notes:
      'Eliksirer er farvet vand i mærkede flasker. Drik aldrig noget, der ikke er godkendt til at drikke.',
    characteristics: 'Svedne øjenbryn, pletter på ærmerne, mumler formler for sig selv.',
    abilities: [
      {
        name: 'Stoflære',
        type: BAGGRUND,
        xpcost: 1,
        effect: 'Du kender de syv grundstoffer og kan genkende alkymistiske eliksirer.',
      },
      {
        name: 'Alkymistisk formel',
        type: FORMEL,
        xpcost: 2,
        effect: 'Du lærer én alkymistisk formel, som du kan brygge i dit værksted.',
        specialAbilities: { type: 'Alkymi' },
      },
      {
        name: 'Destillation',
        type: EVNE,
        xpcost: 2,
        effect: 'Du brygger to eliksirer af ét sæt ingredienser.',
      },
      {
        name: 'Mesterformel',
        type: FORMEL,
        xpcost: 4,
        effect: 'Du lærer endnu en alkymistisk formel.',
        specialAbilities: { type: 'Alkymi' },
      },
      {
        name: 'Analyse',
        type: EVNE,
        xpcost: 3,
        effect:
          'Efter 5 minutter i værkstedet kan du få at vide, hvad en ukendt eliksir eller gift gør.',
        duration: '5 minutter',
      },
      {
        name: 'De vises sten',
        type: RITUAL,
        xpcost: 6,
        effect: 'Du kan forvandle én eliksir til dens stærkeste form: varigheden fordobles.',
        rite: 'Eliksiren skal koge under fuldmåne, mens alkymisten reciterer de syv stoffers navne baglæns.',
        costMana: 2,
        requirement: 'Et værksted og tre sølvmønter, som forbruges.',
      },
    ],
  },
  {
    name: 'Giftblander',
    description:
      'Giftblanderen kender den tynde grænse mellem lægemiddel og død. Nogle sælger deres kunst dyrt i skyggerne, andre bruger den til at beskytte deres herre mod andres gift.',
    requirements: 'Må ikke have aflagt Lysets ed.',
    notes:
      'Gift markeres med et grønt klistermærke under koppen eller på klingen. Offeret får besked af en arrangør.',
    characteristics: 'Handsker, også om sommeren. Smiler sjældent og spiser aldrig andres mad.',
    abilities: [
      {
        name: 'Giftkendskab',
        type: BAGGRUND,
        xpcost: 1,
        effect: 'Du kan genkende forgiftning og ved, hvilken slags gift der er brugt.',
      },
      {
        name: 'Giftkyndig',
        type: FORMEL,
        xpcost: 2,
        effect: 'Du lærer én gift, som du kan blande, når du har ingredienserne.',
        specialAbilities: { type: 'Giftkundskab' },
      },
      {
        name: 'Modgift',
        type: FORMEL,
        xpcost: 2,
        effect: 'Du kan blande en modgift mod enhver gift, du selv kender.',
      },
      {
        name: 'Immunitet',
        type: EVNE,
        xpcost: 3,
        effect:
          'Små doser gennem mange år har gjort dig modstandsdygtig: svage gifte virker ikke på dig.',
      },
      {
        name: 'Mestergiftblander',
        type: FORMEL,
        xpcost: 4,
        effect: 'Du lærer endnu en gift.',
        specialAbilities: { type: 'Giftkundskab' },
      },
      {
        name: 'Forgiftet klinge',
        type: EVNE,
        xpcost: 5,
        effect:
          'Du kan smøre gift på en klinge. Det næste slag, der giver skade, forgifter offeret. Råb "Gift!" med slaget.',
        duration: 'Ét slag',
      },
    ],
  },
  {
    name: 'Skriftlærd',
    description:
      'Den skriftlærde har tilbragt år i klostrenes og akademiernes biblioteker. Hvor andre ser kragetæer, læser den skriftlærde gamle pagter, glemte navne og fremmede folks tanker.',
    requirements: 'Skal kunne læse og skrive (spilleren såvel som rollen).',
    notes:
      'Sprog, du lærer her, låser skrifttypen op under Sprog i appen, så du kan skrive og læse tekster i spillet.',
    characteristics: 'Blækfingre, briller eller lup, en taske fuld af ruller.',
    abilities: [
      {
        name: 'Læse og skrive',
        type: BAGGRUND,
        xpcost: 1,
        effect: 'Du kan læse og skrive fællessproget.',
      },
      {
        name: 'Sprogkyndig',
        type: BAGGRUND,
        xpcost: 2,
        effect: 'Du lærer at tale, læse og skrive ét fremmed sprog.',
        specialAbilities: { type: 'Sprog' },
      },
      {
        name: 'Arkivar',
        type: EVNE,
        xpcost: 2,
        effect:
          'Du kan én gang pr. arrangement stille en arrangør ét spørgsmål om historie eller slægter.',
      },
      {
        name: 'Flersproget',
        type: BAGGRUND,
        xpcost: 3,
        effect: 'Du lærer endnu et fremmed sprog.',
        specialAbilities: { type: 'Sprog' },
      },
      {
        name: 'Kryptografi',
        type: FORMEL,
        xpcost: 3,
        effect:
          'Du kan skrive og bryde hemmelige koder. Andre kan kun læse dine koder med samme evne.',
      },
      {
        name: 'Glemt viden',
        type: RITUAL,
        xpcost: 5,
        effect:
          'Du kan tyde et magisk skrift eller en forbandelse og få at vide, hvordan den brydes.',
        rite: 'Teksten afskrives tre gange ved levende lys uden at blive talt højt.',
        duration: '15 minutter',
      },
    ],
  },
  {
    name: 'Elementarist',
    description:
      'Elementaristen trækker på ild, vand, jord og luft og former dem med vilje og ord. Magien er voldsom og synlig, og ingen glemmer en elementarist, der har åbnet munden i vrede.',
    requirements: 'Skal have mindst 2 mana.',
    notes:
      'Besværgelser kastes med en tydelig besværgelse på mindst fem ord og en kastet ærteblød.',
    characteristics: 'Brændemærker på hænderne, uro i blikket, kappe i elementets farve.',
    abilities: [
      {
        name: 'Magisk sans',
        type: MAGISK_EFFEKT,
        xpcost: 1,
        effect: 'Du kan mærke, om en genstand eller et sted er magisk.',
        costMana: 0,
        bonusMp: 1,
      },
      {
        name: 'Ildpil',
        type: MAGISK_EFFEKT,
        xpcost: 2,
        effect: 'Du kaster en ærteblød og råber "Ild 2!". Den ramte mister 2 liv.',
        costMana: 1,
        duration: 'Øjeblikkelig',
      },
      {
        name: 'Skub',
        type: MAGISK_EFFEKT,
        xpcost: 2,
        effect: 'Du peger og råber "Skub!". Den ramte skal tage 5 skridt baglæns.',
        costMana: 1,
        duration: 'Øjeblikkelig',
      },
      {
        name: 'Elementarkappe',
        type: MAGISK_EFFEKT,
        xpcost: 3,
        effect: 'Du får 2 ekstra rustningspoint, der kun beskytter mod magi.',
        costMana: 2,
        duration: '1 kamp',
        bonusMp: 1,
      },
      {
        name: 'Jordskælv',
        type: MAGISK_EFFEKT,
        xpcost: 4,
        effect: 'Du stamper i jorden og råber "Jordskælv!". Alle inden for 5 meter falder omkuld.',
        costMana: 3,
        duration: 'Øjeblikkelig',
      },
      {
        name: 'Elementets herre',
        type: RITUAL,
        xpcost: 6,
        effect: 'Du binder en elementarånd, der vogter et sted eller en person til solopgang.',
        rite: 'En cirkel af salt med elementets tegn i hver verdenshjørne; ritualet tager 10 minutter.',
        costMana: 4,
        duration: 'Til solopgang',
        bonusMp: 2,
      },
    ],
  },
  {
    name: 'Helbreder',
    description:
      'Helbrederen kanaliserer Lysets kraft gennem sine hænder. Hvor feltlægen syr, lægger helbrederen sine hænder på, og kødet husker, hvordan det var hel.',
    requirements: 'Har aflagt Lysets ed eller tjener en af de gamle guder.',
    notes: 'Magisk helbredelse spilles med en hånd på såret og en hørbar bøn.',
    characteristics: 'Hvide eller gyldne klæder, et helligt symbol om halsen, stille autoritet.',
    abilities: [
      {
        name: 'Lindring',
        type: MAGISK_EFFEKT,
        xpcost: 1,
        effect: 'Du fjerner smerte og frygt fra én person.',
        costMana: 0,
        duration: '10 minutter',
      },
      {
        name: 'Helende hænder',
        type: MAGISK_EFFEKT,
        xpcost: 2,
        effect: 'Du giver 2 liv tilbage med et minuts håndspålæggelse.',
        costMana: 1,
        duration: '1 minut',
      },
      {
        name: 'Bøn om styrke',
        type: RITUAL,
        xpcost: 2,
        effect: 'Op til fem personer får 1 ekstra liv til næste kamp.',
        rite: 'Deltagerne knæler i en halvcirkel, mens helbrederen reciterer Lysets vers.',
        costMana: 1,
        bonusKp: 1,
      },
      {
        name: 'Rens gift',
        type: MAGISK_EFFEKT,
        xpcost: 3,
        effect: 'Du fjerner en gift eller sygdom fra én person.',
        costMana: 2,
      },
      {
        name: 'Lysets skjold',
        type: MAGISK_EFFEKT,
        xpcost: 4,
        effect: 'Én person er beskyttet mod næste skadelige besværgelse.',
        costMana: 2,
        duration: 'Til næste besværgelse eller solopgang',
        bonusKp: 1,
      },
      {
        name: 'Genoplivning',
        type: RITUAL,
        xpcost: 6,
        effect:
          'Du kalder en død tilbage, så længe liget er intakt og døden ikke er over en time gammel.',
        rite: 'Liget salves med olie, og tre præster eller helbredere beder sammen i ti minutter.',
        costMana: 5,
        requirement: 'Mindst to andre med Lysets ed skal deltage.',
        note: 'Den genoplivede mister et minde efter eget valg.',
      },
    ],
  },
  {
    name: 'Ritualist',
    description:
      'Ritualisten ved, at magt ikke kun bor i ord, men i orden: den rette cirkel, det rette tidspunkt, de rette deltagere. Store ting sker, når ritualisten leder.',
    requirements: 'Skal kende mindst én gud, ånd eller kraft ved navn.',
    notes: 'Ritualer spilles altid ud og skal aftales med en arrangør, før de påbegyndes.',
    characteristics: 'Kridt i lommerne, lys i tasken, taler gerne i formler.',
    abilities: [
      {
        name: 'Ritualkendskab',
        type: BAGGRUND,
        xpcost: 1,
        effect: 'Du kan genkende et ritual og ved, hvad dets formål er.',
      },
      {
        name: 'Indvielse',
        type: RITUAL,
        xpcost: 2,
        effect: 'Du indvier et sted, så udøde og ånder ikke kan træde ind.',
        rite: 'Stedet omkredses tre gange med et brændende lys og et stænk vievand.',
        duration: 'Til solopgang',
        costMana: 1,
        bonusKp: 1,
      },
      {
        name: 'Kredsens kraft',
        type: EVNE,
        xpcost: 2,
        effect: 'Hver deltager i dit ritual kan give dig 1 mana til ritualet.',
      },
      {
        name: 'Forbandelse',
        type: RITUAL,
        xpcost: 4,
        effect: 'Du lægger en forbandelse på en person, hvis navn og hårlok du har.',
        rite: 'Navnet skrives på pergament, hårlokken brændes, og forbandelsen udtales ved midnat.',
        costMana: 3,
        duration: 'Indtil den brydes',
        note: 'Forbandelsens virkning aftales med en arrangør.',
      },
      {
        name: 'Åndemaning',
        type: RITUAL,
        xpcost: 4,
        effect: 'Du kan kalde en ånd og stille den tre spørgsmål.',
        rite: 'En kreds af salt, en skål blod eller vin og ti minutters sang.',
        costMana: 3,
      },
      {
        name: 'Det store ritual',
        type: RITUAL,
        xpcost: 6,
        effect: 'Du kan lede ritualer med op til tretten deltagere og dobbelt virkning.',
        bonusKp: 2,
        bonusMp: 1,
        requirement: 'Mindst tre andre ritualister eller præster.',
      },
    ],
  },
  {
    name: 'Runesmed',
    description:
      'Runesmeden hamrer kraft ind i jern og sten. Dværgenes gamle kunst er hemmelig, og de få, der er blevet lært den, bærer en ed om aldrig at videregive den.',
    requirements: 'Skal kunne Smed eller have en dværgisk læremester.',
    notes: 'Runer markeres med et runemærke udleveret af arrangørerne.',
    characteristics: 'Sværtede hænder, runer tatoveret på underarmene, taler lavt om sin kunst.',
    abilities: [
      {
        name: 'Runelære',
        type: BAGGRUND,
        xpcost: 1,
        effect: 'Du kan læse runer og se, om en genstand bærer en rune.',
      },
      {
        name: 'Styrkerune',
        type: FORMEL,
        xpcost: 2,
        effect: 'Et våben med runen giver 1 ekstra skade i én kamp.',
        costMana: 1,
        duration: '1 kamp',
      },
      {
        name: 'Værnerune',
        type: FORMEL,
        xpcost: 3,
        effect: 'En rustning med runen giver 1 ekstra rustningspoint.',
        costMana: 1,
        duration: 'Til næste arrangement',
        bonusRp: 1,
      },
      {
        name: 'Brudsikker',
        type: FORMEL,
        xpcost: 3,
        effect: 'En genstand med runen kan ikke knuses eller brydes.',
        costMana: 2,
        duration: 'Til næste arrangement',
      },
      {
        name: 'Runesten',
        type: RITUAL,
        xpcost: 4,
        effect: 'Du rejser en runesten, der vogter en lejr mod udøde til solopgang.',
        rite: 'Stenen mærkes med blod fra alle, der skal beskyttes.',
        costMana: 3,
        duration: 'Til solopgang',
      },
      {
        name: 'Mesterrune',
        type: FORMEL,
        xpcost: 6,
        effect: 'Du kan give en genstand en permanent rune efter aftale med arrangørerne.',
        costMana: 4,
        bonusMp: 1,
        note: 'Kan kun gøres én gang pr. kampagne.',
      },
    ],
  },
  {
    name: 'Smed',
    description:
      'Smeden holder hæren kørende. Bøjede klinger, sprængte ringbrynjer og løse hestesko: intet kommer videre uden smedens hammer.',
    requirements: 'En ambolt eller smedjerekvisit i lejren.',
    notes: 'Reparationer spilles ud med hamrende lyd i mindst ét minut pr. genstand.',
    characteristics: 'Læderforklæde, brede underarme, lugter af kul og jern.',
    abilities: [
      {
        name: 'Reparation',
        type: EVNE,
        xpcost: 1,
        effect: 'Du kan reparere et ødelagt våben eller skjold på 1 minut.',
        duration: '1 minut',
      },
      {
        name: 'Rustningssmed',
        type: EVNE,
        xpcost: 2,
        effect: 'Du kan genoprette en rustnings rustningspoint på 5 minutter.',
        duration: '5 minutter',
      },
      {
        name: 'Stærk arm',
        type: EVNE,
        xpcost: 2,
        effect: 'Du har 1 ekstra liv.',
        bonusHits: 1,
      },
      {
        name: 'Laugsmedlem',
        type: BAGGRUND,
        xpcost: 2,
        effect: 'Du er medlem af smedelauget og kan købe jern og stål til laugspris.',
      },
      {
        name: 'Mesterstykke',
        type: EVNE,
        xpcost: 4,
        effect: 'Du kan smede et mesterstykke: et våben, der giver 1 ekstra skade permanent.',
        requirement: 'Én stålbar (in-game ressource) og en hel dag.',
      },
      {
        name: 'Stålets hemmelighed',
        type: EVNE,
        xpcost: 5,
        effect: 'Du kan bearbejde sjældne metaller som mithril og stjernejern.',
        note: 'Metallerne findes kun gennem plot.',
      },
    ],
  },
  {
    name: 'Sagafortæller',
    description:
      'Sagafortælleren bærer folkets minde. Ved bålet samler fortællingerne de trætte, i hallen giver de konger æren, og på slagmarken kan en kvad vende et tabt slag.',
    requirements: 'Skal kunne fremføre et kvad eller en fortælling i mindst tre minutter.',
    notes: 'Kvad, der bruges som evner, skal fremføres hørbart og med rolle.',
    characteristics: 'Farverig kappe, et instrument på ryggen, et rygte i hver landsby.',
    abilities: [
      {
        name: 'Fortællekunst',
        type: BAGGRUND,
        xpcost: 1,
        effect: 'Du kender de gamle sagaer og kan spørge en arrangør om en legende.',
      },
      {
        name: 'Kampkvad',
        type: MAGISK_EFFEKT,
        xpcost: 2,
        effect: 'Alle, der hører dit kvad før kampen, får 1 ekstra liv i kampen.',
        costMana: 1,
        duration: '1 kamp',
      },
      {
        name: 'Vidt berejst',
        type: BAGGRUND,
        xpcost: 2,
        effect: 'Du har rejst i fremmede lande og lært at tale ét fremmed sprog.',
        specialAbilities: { type: 'Sprog' },
      },
      {
        name: 'Smædevise',
        type: MAGISK_EFFEKT,
        xpcost: 3,
        effect: 'Den, du synger om, mister sin ære: ingen følger hans ordre resten af aftenen.',
        costMana: 2,
        duration: 'Til midnat',
      },
      {
        name: 'Beroligende sang',
        type: MAGISK_EFFEKT,
        xpcost: 3,
        effect: 'Alle, der hører sangen, falder til ro og kan ikke angribe, mens du synger.',
        costMana: 2,
        duration: 'Så længe du synger, højst 3 minutter',
      },
      {
        name: 'Heltens saga',
        type: RITUAL,
        xpcost: 5,
        effect: 'En afdød helts navn lever videre: helten kan vende tilbage som ånd én gang.',
        rite: 'Sagaen fremføres ved gravøl for mindst ti tilhørere.',
        costMana: 3,
      },
    ],
  },
  {
    name: 'Handelsmand',
    description:
      'Handelsmanden ved, at guld åbner flere døre end sværd. Med en vægt, en tung pung og et glat smil rejser handelsmanden fra marked til marked.',
    requirements: 'Mindst 10 sølvmønter ved kampagnestart.',
    notes:
      'Handel foregår med spillets mønter. Arrangørerne udbetaler handelsindtægter ved indtjek.',
    characteristics: 'God kappe, tung pung, vægt og lodder i bæltet.',
    abilities: [
      {
        name: 'Regnekyndig',
        type: BAGGRUND,
        xpcost: 1,
        effect: 'Du kan vurdere værdien af almindelige varer.',
      },
      {
        name: 'Købmandsnæse',
        type: EVNE,
        xpcost: 2,
        effect:
          'Du kan se, om en ting er falsk, stjålet eller forbandet, ved at holde den i ét minut.',
        duration: '1 minut',
      },
      {
        name: 'Handelsrejsende',
        type: BAGGRUND,
        xpcost: 2,
        effect: 'Du har handlet med fremmede folk og taler ét fremmed sprog.',
        specialAbilities: { type: 'Sprog' },
      },
      {
        name: 'Forbindelser',
        type: BAGGRUND,
        xpcost: 3,
        effect: 'Du kan skaffe én sjælden vare pr. arrangement gennem en arrangør.',
      },
      {
        name: 'Handelshus',
        type: BAGGRUND,
        xpcost: 4,
        effect: 'Du ejer et handelshus, der giver 5 sølvmønter i indtægt pr. arrangement.',
      },
      {
        name: 'Guldtunge',
        type: EVNE,
        xpcost: 5,
        effect: 'Én gang pr. arrangement kan du få en anden person til at indgå en rimelig handel.',
        note: 'Virker ikke på den, der har aflagt ed mod dig.',
      },
    ],
  },
  {
    name: 'Naturkalder',
    description:
      'Naturkalderen taler med træerne og lytter til dyrene. De gamle kræfter i Sortskoven svarer kun dem, der har tilbragt mange nætter under åben himmel.',
    requirements: 'Må ikke bære metalrustning.',
    notes: 'Dyrevenner og skovånder spilles af arrangører, der tilkaldes med et grønt lys.',
    characteristics: 'Blade i håret, bare fødder, en ravn eller ræv som følgesvend.',
    abilities: [
      {
        name: 'Naturens stemme',
        type: MAGISK_EFFEKT,
        xpcost: 1,
        effect: 'Du kan tale med dyr og forstå deres svar.',
        costMana: 0,
        bonusMp: 1,
      },
      {
        name: 'Rankefælde',
        type: MAGISK_EFFEKT,
        xpcost: 2,
        effect: 'Du peger og råber "Fanget!". Den ramte kan ikke flytte fødderne i 10 sekunder.',
        costMana: 1,
        duration: '10 sekunder',
      },
      {
        name: 'Skovens apotek',
        type: FORMEL,
        xpcost: 2,
        effect: 'Du lærer én urtekundskab af skovens ånder.',
        specialAbilities: { type: 'Urtekundskab' },
      },
      {
        name: 'Barkhud',
        type: MAGISK_EFFEKT,
        xpcost: 3,
        effect: 'Din hud bliver hård som bark: 2 ekstra rustningspoint.',
        costMana: 2,
        duration: '1 kamp',
      },
      {
        name: 'Dyreham',
        type: MAGISK_EFFEKT,
        xpcost: 4,
        effect: 'Du kan antage en ulvs, ravns eller bjørns skikkelse.',
        costMana: 3,
        duration: '15 minutter',
        note: 'I dyreham kan du ikke tale eller bruge genstande.',
      },
      {
        name: 'Den grønne pagt',
        type: RITUAL,
        xpcost: 6,
        effect: 'Skoven vogter et område: fjender, der træder ind, farer vild til solopgang.',
        rite: 'Et frø plantes ved midnat, og naturkalderen våger over det til daggry.',
        costMana: 4,
        duration: 'Til solopgang',
        bonusMp: 1,
      },
    ],
  },
  {
    name: 'Skyggegænger',
    description:
      'Skyggegængeren lever i mellemrummene: mellem lys og mørke, mellem lov og forbrydelse. Ingen ved, hvem de arbejder for, og de, der finder ud af det, fortæller det sjældent videre.',
    requirements: 'Kræver tilladelse til konfliktspil fra bestyrelsen.',
    notes: 'Snigangreb må kun bruges bagfra og kun med et godkendt kort våben.',
    characteristics: 'Mørke klæder, bløde sko, ingen genkendelige kendetegn.',
    abilities: [
      {
        name: 'Skyggeglid',
        type: EVNE,
        xpcost: 1,
        effect: 'Med hånden over hovedet kan du gå langsomt, skjult i mørke.',
        duration: 'Så længe du går langsomt',
      },
      {
        name: 'Låsedyrkning',
        type: EVNE,
        xpcost: 2,
        effect: 'Du kan dirke simple låse op på 1 minut.',
        duration: '1 minut',
      },
      {
        name: 'Snigangreb',
        type: EVNE,
        xpcost: 3,
        effect: 'Et slag bagfra med kort våben giver 3 i skade. Sig "Snig!" med slaget.',
      },
      {
        name: 'Forklædning',
        type: EVNE,
        xpcost: 3,
        effect: 'Du kan forklæde dig som en anden stand eller et andet folk.',
        note: 'Forklædningen skal spilles ud med kostume.',
      },
      {
        name: 'Skyggernes netværk',
        type: BAGGRUND,
        xpcost: 3,
        effect: 'Du har kontakter i underverdenen og kan købe oplysninger af en arrangør.',
      },
      {
        name: 'Dødsstød',
        type: EVNE,
        xpcost: 6,
        effect:
          'Med et slag mod en forsvarsløs person råber du "Dødsstød!". Personen dør øjeblikkeligt.',
        requirement: 'Offeret må ikke kunne forsvare sig.',
        note: 'Kan ikke helbredes af Dødens dørvogter.',
      },
    ],
  },
  {
    name: 'Gravkalder',
    description:
      'Gravkalderen har set bag dødens slør og kommet tilbage. De døde lytter, når gravkalderen taler, og de levende gør klogt i at gå en bue udenom.',
    requirements: 'Kræver tilladelse til konfliktspil fra bestyrelsen.',
    notes: 'Udøde spilles af arrangører eller frivillige spillere i grå sminke.',
    characteristics: 'Bleg hud, knogler i bæltet, en kulde der følger med ind i rummet.',
    abilities: [
      {
        name: 'Dødssyn',
        type: MAGISK_EFFEKT,
        xpcost: 1,
        effect: 'Du kan se, hvordan et lig døde.',
        costMana: 0,
        bonusMp: 1,
      },
      {
        name: 'Tal med de døde',
        type: RITUAL,
        xpcost: 2,
        effect: 'Et lig svarer på tre spørgsmål.',
        rite: 'Gravkalderen lægger en mønt på den dødes tunge og kalder navnet tre gange.',
        costMana: 1,
      },
      {
        name: 'Ligbalsam',
        type: FORMEL,
        xpcost: 3,
        effect: 'Du kender én alkymistisk formel fra dødens kammer.',
        specialAbilities: {
          type: 'Alkymi',
          only: ['Balsameringsolie', 'Ligvoks', 'Sjælefangeren'],
        },
      },
      {
        name: 'Rejs de døde',
        type: RITUAL,
        xpcost: 4,
        effect: 'Du rejser et lig som en skelettjener, der adlyder simple ordrer.',
        rite: 'Liget tegnes med aske i ansigtet, mens gravkalderen messer på det gamle sprog.',
        costMana: 3,
        duration: 'Til solopgang',
      },
      {
        name: 'Dødens greb',
        type: MAGISK_EFFEKT,
        xpcost: 4,
        effect: 'Du rører en person og råber "Dødsgreb 3!". Personen mister 3 liv.',
        costMana: 2,
        duration: 'Øjeblikkelig',
      },
      {
        name: 'Lich-pagten',
        type: RITUAL,
        xpcost: 6,
        effect:
          'Din sjæl bindes til et fylakterium: så længe det er helt, vender du tilbage fra døden.',
        rite: 'Et ritual på tretten nætter, aftalt med arrangørerne.',
        costMana: 5,
        bonusMp: 2,
        note: 'Arrangørerne kan lade fylakteriet findes gennem plot.',
      },
    ],
  },
  {
    name: 'Bersærk',
    description:
      'Bersærken kæmper i et raseri, der gør smerte til kraft. Mange frygter dem, og med god grund: i raseriet skelner bersærken ikke altid mellem ven og fjende.',
    requirements: 'Må ikke bære tung rustning.',
    notes: 'Bersærkergang spilles med brøl og voldsomme, men sikre bevægelser.',
    characteristics: 'Bjørneskind, krigsmaling, et brøl der kan høres over hele lejren.',
    abilities: [
      {
        name: 'Krigsbrøl',
        type: EVNE,
        xpcost: 1,
        effect:
          'Du brøler og råber "Frygt!". Alle inden for 3 meter, der har færre liv end dig, trækker sig tilbage.',
        duration: 'Øjeblikkelig',
      },
      {
        name: 'Tyk hud',
        type: EVNE,
        xpcost: 2,
        effect: 'Du har 2 ekstra liv.',
        bonusHits: 2,
      },
      {
        name: 'Bersærkergang',
        type: EVNE,
        xpcost: 3,
        effect:
          'Du går amok: du mærker ingen smerte og falder først om, når du har mistet alle liv plus 2.',
        duration: '1 kamp',
        note: 'Efter bersærkergangen er du udmattet i 10 minutter.',
      },
      {
        name: 'Blodtørst',
        type: EVNE,
        xpcost: 3,
        effect: 'Hver gang du fælder en fjende, får du 1 liv tilbage.',
      },
      {
        name: 'Bjørnens ånd',
        type: RITUAL,
        xpcost: 4,
        effect: 'Du får 2 ekstra liv og kan ikke væltes.',
        rite: 'Bersærken maler sig med blod og aske og danser om bålet, til solen står op.',
        duration: 'Næste kamp',
        bonusHits: 2,
      },
      {
        name: 'Uovervindelig',
        type: EVNE,
        xpcost: 6,
        effect:
          'Én gang pr. arrangement rejser du dig efter at være faldet med halvdelen af dine liv.',
      },
    ],
  },
  {
    name: 'Lommetyv',
    description:
      'Lommetyven lever af det, andre ikke holder øje med. På markedet, i kroen og ved ting og retter finder lommetyven altid en løs pung.',
    requirements: 'Ingen, men de fleste laug ser skævt til dig.',
    notes:
      'Tyveri spilles med klemmer: sæt en klemme på offerets pung uden at blive opdaget, og hent byttet hos en arrangør.',
    characteristics: 'Hurtige fingre, et uskyldigt smil, altid lige på vej et andet sted hen.',
    abilities: [
      {
        name: 'Lange fingre',
        type: EVNE,
        xpcost: 1,
        effect: 'Du må bruge tyveklemmer.',
      },
      {
        name: 'Gadens børn',
        type: BAGGRUND,
        xpcost: 1,
        effect: 'Du voksede op på gaden og kender byens skjulesteder og hælere.',
      },
      {
        name: 'Uskyldig mine',
        type: EVNE,
        xpcost: 2,
        effect: 'Én gang pr. arrangement kan du benægte en forbrydelse, og den anklagende tvivler.',
      },
      {
        name: 'Tyvesprog',
        type: BAGGRUND,
        xpcost: 2,
        effect:
          'Du kan tyvenes tegn og hemmelige sprog og lærer ét fremmed sprog af dine ligesindede.',
        specialAbilities: { type: 'Sprog', only: ['Orkisk', 'Oldrigsk'] },
      },
      {
        name: 'Hæler',
        type: EVNE,
        xpcost: 3,
        effect: 'Du kan sælge stjålne varer til fuld pris.',
      },
      {
        name: 'Mestertyv',
        type: EVNE,
        xpcost: 5,
        effect: 'Du kan stjæle fra lukkede kister og tasker, ikke kun punge.',
        requirement: 'Låsedyrkning eller tilsvarende evne.',
      },
    ],
  },
];
