/** Handouts of the demo world: letters and scrolls in its languages. */
export interface DemoDocument {
  /** The name of the language it is written in (one of DEMO_LANGUAGES). */
  language: string;
  title: string;
  body: string;
  staffNote: string;
  visible: boolean;
}

export const DEMO_DOCUMENTS: DemoDocument[] = [
  {
    language: 'Elvisk',
    title: 'Brev fra Lysskoven',
    body: [
      '# Til vogterne af vadestedet',
      '',
      'Månen er *ny* om tre nætter. Da krydser vi floden ved det gamle vadested, og vi beder jer lade faklerne være slukkede.',
      '',
      'Vi bringer:',
      '',
      '- to kister med sølv',
      '- urter fra de dybe lunde',
      '- en fange, som I kender',
      '',
      'Svar med en hvid fjer i egetræet.',
      '',
      '**Aelindra af Lysskoven**',
    ].join('\n'),
    staffNote: 'Findes på den faldne budbringer ved vadestedet fredag aften.',
    visible: true,
  },
  {
    language: 'Dværgemål',
    title: 'Indskrift over minens port',
    body: 'Her hviler kong Durgrims hammer.\n\nKun den, der bærer hans ring, må gå ind.',
    staffNote: 'Hænges over mineindgangen i skoven.',
    visible: true,
  },
  {
    language: 'Oldrigsk',
    title: 'Den forseglede rulle',
    body: '## Profetien\n\nNår ravnen tier, og tårnet falder, vender kejseren hjem.\n\n1. Tårnet\n2. Ravnen\n3. Kronen',
    staffNote: 'Udleveres først lørdag, når præsterne åbner arkivet.',
    visible: false,
  },
];
