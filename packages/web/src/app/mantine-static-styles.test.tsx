import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { mantineStaticCss } from '../../plugins/mantine-static-styles';
import { theme } from './theme';

/** `--name: value` pairs of a style sheet, per rule selector. */
function declarations(css: string): Set<string> {
  const found = new Set<string>();
  for (const rule of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const selector = rule[1]!.trim();
    for (const declaration of rule[2]!.split(';')) {
      const [name, ...value] = declaration.split(':');
      if (name?.trim().startsWith('--')) {
        found.add(`${selector} ${name.trim()}: ${value.join(':').trim()}`);
      }
    }
  }
  return found;
}

describe('the style sheet made at build time', () => {
  it('holds every CSS variable and class MantineProvider writes for the app’s theme', () => {
    render(
      <MantineProvider theme={theme} defaultColorScheme="light">
        <p>app</p>
      </MantineProvider>,
    );
    const variables = document.querySelector('style[data-mantine-styles="true"]')?.textContent;
    const classes = document.querySelector('style[data-mantine-styles="classes"]')?.textContent;
    expect(variables).toContain('--mantine-color-oxblood-7');
    const css = mantineStaticCss(theme);
    const made = declarations(css);
    for (const declaration of declarations(variables!)) expect(made).toContain(declaration);
    expect(css).toContain(classes);
  });
});
