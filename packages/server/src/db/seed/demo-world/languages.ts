import type { GlyphSource, GlyphTransform, LanguageFontSpec } from '../fonts/build-language-font';
import type { ScriptFontKey } from '../fonts/script-fonts';

export interface DemoLanguage {
  name: string;
  /** Who speaks it, for the language's special ability of type Sprog. */
  lore: string;
  sampleText: string;
  font: LanguageFontSpec;
  credit: string;
}

function signs(
  font: ScriptFontKey,
  codePoints: number[],
  transform?: GlyphTransform,
): GlyphSource[] {
  return codePoints.map((codePoint) =>
    transform ? { font, codePoint, transform } : { font, codePoint },
  );
}

/** A–Z, Æ, Ø, Å in the carved script, by sound where the sign does not look Latin. */
const ORKISH_CAPITALS = [
  0x10c80, 0x10c83, 0x10c84, 0x10c87, 0x10c89, 0x10c8c, 0x10c8d, 0x10c8f, 0x10c90, 0x10c94, 0x10c93,
  0x10c96, 0x10c98, 0x10c9b, 0x10c9c, 0x10ca0, 0x10ca1, 0x10c9d, 0x10ca6, 0x10ca7, 0x10caa, 0x10cab,
  0x10cac, 0x10cad, 0x10caf, 0x10cb1, 0x10c86, 0x10c9f, 0x10c81,
];

const OFL = 'SIL Open Font License 1.1';

/**
 * The five tongues of the demo world. Each sign is picked so that no letter is drawn
 * with a sign that looks like the Latin letter it stands for; where the historic sign
 * has the same sound (runic ᚠ for F, Ogham beith for B) it is used.
 */
export const DEMO_LANGUAGES: DemoLanguage[] = [
  {
    name: 'Dværgemål',
    lore: 'Dværgenes eget sprog, hugget i sten og sjældent talt for fremmede. Runerne læses fra venstre mod højre og nedad, som man hugger dem i klippen.',
    sampleText: 'Sten husker, hvad kød glemmer. Smed din ed i jern, og bryd den aldrig.',
    credit: `Tegn fra Noto Sans Runic, © 2022 The Noto Project Authors, ${OFL}.`,
    font: {
      family: 'Dværgemål',
      // A–Z, Æ, Ø, Å from the older and younger futhark.
      letters: signs(
        'runic',
        [
          0x16a8, 0x16d3, 0x16b3, 0x16de, 0x16d6, 0x16a0, 0x16b7, 0x16bb, 0x16c7, 0x16c3, 0x16b4,
          0x16da, 0x16d8, 0x16be, 0x16df, 0x16c8, 0x16e9, 0x16e3, 0x16cb, 0x16cf, 0x16a2, 0x16a1,
          0x16b9, 0x16ea, 0x16e6, 0x16c9, 0x16ab, 0x16af, 0x16ac,
        ],
      ),
      // The runic "golden numbers" and the bind-runes of the old calendar staves.
      digits: signs(
        'runic',
        [0x16dc, 0x16ee, 0x16ef, 0x16f0, 0x16e5, 0x16e4, 0x16dd, 0x16c4, 0x16b8, 0x16e1],
      ),
    },
  },
  {
    name: 'Elvisk',
    lore: 'Elvernes gamle tale, skrevet som streger langs en stamme, så teksten kan ridses i bark. Tal skrives som stående tællestreger.',
    sampleText: 'Under bøgens krone hviler de ældste navne. Gå stille, vandrer, skoven lytter.',
    credit: `Tegn fra Noto Sans Ogham, © 2022 The Noto Project Authors, ${OFL}.`,
    font: {
      family: 'Elvisk',
      // The tree letters along their stem line; Å is emancholl turned below the stem.
      letters: [
        ...signs(
          'ogham',
          [
            0x1690, 0x1681, 0x1689, 0x1687, 0x1693, 0x1683, 0x168c, 0x1686, 0x1694, 0x1698, 0x168a,
            0x1682, 0x168b, 0x1685, 0x1691, 0x169a, 0x168d, 0x168f, 0x1684, 0x1688, 0x1692, 0x1697,
            0x1696, 0x169c, 0x169b, 0x168e, 0x1699, 0x1695,
          ],
        ),
        { font: 'ogham', codePoint: 0x1699, transform: { kind: 'flip', axis: 595 } },
      ],
      // Digits are tally marks standing upright: one to five notches on one side of the
      // stem, six to ten on the other (ten stands for 0).
      digits: signs(
        'ogham',
        [0x168a, 0x1681, 0x1682, 0x1683, 0x1684, 0x1685, 0x1686, 0x1687, 0x1688, 0x1689],
        { kind: 'upright', scale: 0.78 },
      ),
    },
  },
  {
    name: 'Mørkelvisk',
    lore: 'Mørkelvernes hemmelige sprog fra de dybe huler, hvor punkter og cirkler kan mærkes med fingrene i mørke.',
    sampleText: 'I mørket tæller vi stjernerne, vi aldrig ser. Tavshed er vores første sprog.',
    credit: `Tegn fra Noto Sans Tifinagh, © 2022 The Noto Project Authors, ${OFL}.`,
    font: {
      family: 'Mørkelvisk',
      letters: signs(
        'tifinagh',
        [
          0x2d44, 0x2d31, 0x2d5b, 0x2d37, 0x2d3b, 0x2d3c, 0x2d33, 0x2d40, 0x2d49, 0x2d36, 0x2d3e,
          0x2d4d, 0x2d4e, 0x2d4c, 0x2d42, 0x2d52, 0x2d47, 0x2d56, 0x2d58, 0x2d60, 0x2d65, 0x2d62,
          0x2d63, 0x2d46, 0x2d4b, 0x2d5e, 0x2d43, 0x2d35, 0x2d32,
        ],
      ),
      digits: signs(
        'tifinagh',
        [0x2d34, 0x2d50, 0x2d3f, 0x2d59, 0x2d64, 0x2d48, 0x2d3a, 0x2d5f, 0x2d5c, 0x2d45],
      ),
    },
  },
  {
    name: 'Orkisk',
    lore: 'Klanernes sprog, skåret i træ og ben. Orkisk har store og små tegn, og de store bruges kun om høvdinge og guder.',
    sampleText: 'Blod på klingen, ild i maven. Klanen glemmer ingen gæld, og ingen fjende.',
    credit: `Tegn fra Noto Sans Old Hungarian, © 2022 The Noto Project Authors, ${OFL}.`,
    font: {
      family: 'Orkisk',
      // The carved script has real capitals and small letters (small = capital + 0x40).
      letters: signs('oldHungarian', ORKISH_CAPITALS),
      lowercase: signs(
        'oldHungarian',
        ORKISH_CAPITALS.map((cp) => cp + 0x40),
      ),
      digits: signs(
        'oldHungarian',
        [0x10cb2, 0x10c85, 0x10c88, 0x10c8a, 0x10c8b, 0x10c8e, 0x10c95, 0x10cfe, 0x10cff, 0x10ca8],
      ),
    },
  },
  {
    name: 'Oldrigsk',
    lore: 'Det gamle kejserriges sprog. I dag tales det kun af lærde og præster, men hver ruin i Ravnemark bærer dets indskrifter.',
    sampleText: 'Her hvilede Kejser Valdar den Tredje, herre over syv kyster og alle søjlers rige.',
    credit: `Tegn fra Noto Sans Old Italic og Noto Sans Runic, © 2022 The Noto Project Authors, ${OFL}.`,
    font: {
      family: 'Oldrigsk',
      // The old imperial letters where they do not look Latin, the rest from the rune-rows
      // the old empire's stonecutters borrowed.
      letters: [
        ...signs('oldItalic', [0x10300, 0x10319, 0x1032d, 0x10318, 0x10307, 0x10306, 0x10312]),
        ...signs('oldItalic', [0x1030e, 0x1031d]),
        ...signs('runic', [0x16c5]),
        ...signs('oldItalic', [0x10310, 0x10315, 0x1031f, 0x10321, 0x10308, 0x1031c]),
        ...signs('runic', [0x16a9]),
        ...signs('oldItalic', [0x10323, 0x1032f, 0x1030c]),
        ...signs('runic', [0x16a3, 0x16a4, 0x16a5, 0x16bc, 0x16c6, 0x16f3, 0x16e0, 0x16a7, 0x16aa]),
      ],
      digits: signs(
        'runic',
        [0x16f5, 0x16bd, 0x16b6, 0x16d1, 0x16f1, 0x16f2, 0x16f4, 0x16e2, 0x16f6, 0x16f7],
      ),
    },
  },
];
