import {
  convertCssVariables,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  em,
  keys,
  mergeMantineTheme,
  px,
  type MantineThemeOverride,
} from '@mantine/core';
import type { Plugin } from 'vite';

export const MANTINE_STATIC_STYLES_ID = 'virtual:mantine-static-styles.css';

/**
 * The style sheet MantineProvider writes at run time for a light-only theme: the theme's
 * CSS variables, the colour scheme's, and the `hidden-from`/`visible-from` classes.
 */
export function mantineStaticCss(override: MantineThemeOverride): string {
  const theme = mergeMantineTheme(DEFAULT_THEME, override);
  const variables = convertCssVariables(defaultCssVariablesResolver(theme));
  const scheme = convertCssVariables({
    variables: {},
    dark: { '--mantine-color-scheme': 'dark' },
    light: { '--mantine-color-scheme': 'light' },
  });
  const classes = keys(theme.breakpoints)
    .map((breakpoint) => {
      const value = theme.breakpoints[breakpoint] ?? '0em';
      const inPx = value.includes('px');
      const width = px(value) as number;
      const max = inPx ? `${width - 0.1}px` : em(width - 0.1);
      const min = inPx ? `${width}px` : em(width);
      return `@media (max-width: ${max}) {.mantine-visible-from-${breakpoint} {display: none !important;}}@media (min-width: ${min}) {.mantine-hidden-from-${breakpoint} {display: none !important;}}`;
    })
    .join('');
  return `${variables}${scheme}${classes}`;
}

/**
 * Serves `virtual:mantine-static-styles.css`, made from the app's theme at build time, so
 * the code that computes it at run time stays out of the first screen's JavaScript.
 */
export function mantineStaticStyles(theme: MantineThemeOverride): Plugin {
  return {
    name: 'club:mantine-static-styles',
    resolveId(id) {
      return id === MANTINE_STATIC_STYLES_ID ? MANTINE_STATIC_STYLES_ID : null;
    },
    load(id) {
      if (id !== MANTINE_STATIC_STYLES_ID) return null;
      return mantineStaticCss(theme);
    },
  };
}
