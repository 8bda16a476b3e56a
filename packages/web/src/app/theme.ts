import { createTheme, type MantineColorsTuple } from '@mantine/core';

/**
 * Parchment, ink and oxblood: a fantasy club's palette. Text is ink (#2b1d0e) on
 * parchment, about 15:1; links and buttons use oxblood shade 7 (#8f2e1a), 8:1 on
 * parchment and on white text, so both pass WCAG AA with room to spare.
 */
const oxblood: MantineColorsTuple = [
  '#fbeeea',
  '#f1d6cf',
  '#e3ab9d',
  '#d57e69',
  '#c95a40',
  '#c24427',
  '#a8381f',
  '#8f2e1a',
  '#7a2614',
  '#611c0d',
];

const parchment: MantineColorsTuple = [
  '#fdf9ef',
  '#f8efd9',
  '#f3e7c9',
  '#eadbb2',
  '#dfcb95',
  '#d3ba78',
  '#bfa05a',
  '#9c8046',
  '#7a6335',
  '#5a4826',
];

// Shipped with every common system; no web fonts are downloaded.
const serif =
  "'Iowan Old Style', 'Palatino Linotype', Palatino, 'Book Antiqua', Georgia, 'DejaVu Serif', serif";
const sans = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export const theme = createTheme({
  primaryColor: 'oxblood',
  primaryShade: 7,
  colors: { oxblood, parchment },
  fontFamily: sans,
  fontFamilyMonospace: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
  headings: {
    fontFamily: serif,
    fontWeight: '700',
    sizes: {
      h1: { fontSize: 'clamp(1.75rem, 1.4rem + 1.2vw, 2.25rem)', lineHeight: '1.2' },
      h2: { fontSize: 'clamp(1.35rem, 1.2rem + 0.6vw, 1.65rem)', lineHeight: '1.25' },
      h3: { fontSize: '1.25rem', lineHeight: '1.3' },
    },
  },
  defaultRadius: 'md',
  black: '#2b1d0e',
  white: '#fffdf7',
  cursorType: 'pointer',
  focusRing: 'auto',
  other: {
    ink: '#2b1d0e',
    parchment: '#f3e7c9',
    serif,
  },
  components: {
    Anchor: { defaultProps: { c: 'oxblood.8' } },
    Paper: { defaultProps: { radius: 'md' } },
    Menu: { defaultProps: { shadow: 'md', radius: 'md' } },
    // Mantine draws a spinner as a bare <span>, on which an aria-label is not allowed (axe:
    // aria-prohibited-attr) and which screen readers pass over. As a progress bar of no
    // known progress, its label ("Indlæser …") is read out; a spinner beside text that says
    // the same is aria-hidden.
    Loader: { defaultProps: { role: 'progressbar' } },
  },
});
