import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const ICON_ID = 'club-icon:';
const RESOLVED = `\0${ICON_ID}`;
const SET_IMPORT = /import\s*\{([^}]*)\}\s*from\s*(['"])react-icons\/(\w+)\2;?/g;
const NAME = /^[A-Za-z]\w*$/;

/**
 * `import { GiPadlock, GiQuill as Quill } from 'react-icons/gi'` as one import per icon,
 * each from a module of its own. react-icons keeps a whole set in one module, and the
 * bundler keeps a module whole: the chunk that holds the set (the one every screen behind
 * the login shares) would carry every icon any screen names, each a kilobyte of path data
 * on a member's first visit. One module per icon lets each icon go with what uses it.
 */
export function rewriteIconImports(code: string): string {
  return code.replace(SET_IMPORT, (whole, names: string, quote: string, set: string) => {
    if (set === 'lib') return whole;
    const specifiers = names
      .split(',')
      .map((specifier) => specifier.trim())
      .filter(Boolean);
    const imports = specifiers.map((specifier) => {
      const name = specifier.split(/\s+as\s+/)[0]!;
      return `import { ${specifier} } from ${quote}${ICON_ID}${set}/${name}${quote};`;
    });
    // As many lines as before, so the lines after it keep their numbers.
    return imports.join(' ') + '\n'.repeat(whole.split('\n').length - 1);
  });
}

/** The folder react-icons is installed in (its package exports no package.json). */
function reactIconsFolder(): string {
  const lib = fileURLToPath(import.meta.resolve('react-icons/lib'));
  return path.resolve(path.dirname(lib), '..');
}

/** The module of one icon: its function as react-icons wrote it, on the shared base. */
export function iconModuleSource(setSource: string, set: string, name: string): string {
  if (!NAME.test(name)) throw new Error(`"${name}" is not an icon name`);
  const start = setSource.indexOf(`export function ${name} (props)`);
  const end = start === -1 ? -1 : setSource.indexOf('\n};', start);
  if (end === -1) throw new Error(`react-icons/${set} has no icon ${name}`);
  return `import { GenIcon } from 'react-icons/lib';\n${setSource.slice(start, end)}\n}\n`;
}

export function iconModules(): Plugin {
  const sets = new Map<string, string>();
  const setSource = (set: string) => {
    let source = sets.get(set);
    if (source === undefined) {
      source = fs.readFileSync(path.join(reactIconsFolder(), set, 'index.mjs'), 'utf8');
      sets.set(set, source);
    }
    return source;
  };
  return {
    name: 'club:icon-modules',
    enforce: 'pre',
    transform: {
      filter: { id: /\/src\/.*\.tsx?$/, code: 'react-icons/' },
      handler(code) {
        const rewritten = rewriteIconImports(code);
        return rewritten === code ? null : { code: rewritten, map: null };
      },
    },
    resolveId(source) {
      return source.startsWith(ICON_ID) ? `\0${source}` : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const [set, name] = id.slice(RESOLVED.length).split('/') as [string, string];
      if (!/^\w+$/.test(set)) throw new Error(`"${set}" is not a react-icons set`);
      return { code: iconModuleSource(setSource(set), set, name), moduleType: 'js' };
    },
  };
}
