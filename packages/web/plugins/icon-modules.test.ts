import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { iconModuleSource, rewriteIconImports } from './icon-modules';

const gameIcons = fs.readFileSync(
  fileURLToPath(import.meta.resolve('react-icons/gi')).replace(/index\.js$/, 'index.mjs'),
  'utf8',
);

describe('icon imports, one module per icon', () => {
  it('imports each icon of a set from a module of its own, keeping a renamed one as named', () => {
    const code = [
      "import { Group } from '@mantine/core';",
      'import {',
      '  GiPadlock,',
      '  GiQuill as Quill,',
      "} from 'react-icons/gi';",
      'import { LuCheck } from "react-icons/lu";',
      'export const icons = [GiPadlock, Quill, LuCheck];',
    ].join('\n');
    const rewritten = rewriteIconImports(code);
    expect(rewritten).toContain("import { GiPadlock } from 'club-icon:gi/GiPadlock';");
    expect(rewritten).toContain("import { GiQuill as Quill } from 'club-icon:gi/GiQuill';");
    expect(rewritten).toContain('import { LuCheck } from "club-icon:lu/LuCheck";');
    expect(rewritten).not.toContain("from 'react-icons/gi'");
    // The lines after the imports keep their numbers.
    expect(rewritten.split('\n')).toHaveLength(code.split('\n').length);
    expect(rewritten.split('\n').at(-1)).toBe('export const icons = [GiPadlock, Quill, LuCheck];');
  });

  it("leaves the shared base's own module and everything else alone", () => {
    const code = "import { GenIcon } from 'react-icons/lib';\nimport { Box } from '@mantine/core';";
    expect(rewriteIconImports(code)).toBe(code);
  });

  it("gives an icon's module its own drawing and none of its neighbours'", () => {
    const source = iconModuleSource(gameIcons, 'gi', 'GiPadlock');
    expect(source).toMatch(
      /^import \{ GenIcon \} from 'react-icons\/lib';\nexport function GiPadlock /,
    );
    expect(source).toContain('"viewBox":"0 0 512 512"');
    expect(source).not.toContain('GiPadlockOpen');
    expect(source.length).toBeLessThan(gameIcons.length / 1000);
  });

  it('refuses an icon the set does not have, or a name that is not one', () => {
    expect(() => iconModuleSource(gameIcons, 'gi', 'GiNoSuchThing')).toThrow(
      'react-icons/gi has no icon GiNoSuchThing',
    );
    expect(() => iconModuleSource(gameIcons, 'gi', 'Gi(props)')).toThrow('is not an icon name');
  });
});
