import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** Parchment, ink and oxblood: a fantasy club's palette with WCAG AA contrast. */
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

export const theme = createTheme({
  primaryColor: 'oxblood',
  primaryShade: 7,
  colors: { oxblood, parchment },
  fontFamily: "'Segoe UI', 'Helvetica Neue', Arial, system-ui, sans-serif",
  headings: {
    fontFamily: "Georgia, 'Palatino Linotype', 'Book Antiqua', Palatino, serif",
    fontWeight: '700',
  },
  defaultRadius: 'md',
  black: '#2b1d0e',
  white: '#fffdf7',
  other: {
    ink: '#2b1d0e',
    parchment: '#f3e7c9',
  },
});
