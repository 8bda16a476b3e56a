import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const QUERY = '?namespaces';
const PART = /\.json\?part=([a-z-]+)$/;

/** Which messages each part of the catalogue holds: `message-parts.json` beside it. */
type MessageParts = Record<string, string[]>;

/** A part's paths, with `@frame` standing for the frame's (what every page behind the login reads). */
export function expandPart(parts: MessageParts, name: string): string[] {
  return (parts[name] ?? []).flatMap((entry) =>
    entry === '@frame' ? (parts.frame ?? []) : [entry],
  );
}

/**
 * The messages under `paths` (a namespace, `namespace.group` or a single message, with its
 * plural forms), with the nesting they have in the catalogue.
 */
export function pickMessages(
  catalogue: Record<string, unknown>,
  paths: string[],
): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const dotted of paths) {
    const keys = dotted.split('.');
    let from: unknown = catalogue;
    let into = picked;
    for (const [index, key] of keys.entries()) {
      const group = from && typeof from === 'object' ? (from as Record<string, unknown>) : {};
      if (index < keys.length - 1) {
        from = group[key];
        into[key] ??= {};
        into = into[key] as Record<string, unknown>;
        continue;
      }
      // A message with plural forms is its `_one`, `_other`… siblings.
      const names = Object.keys(group).filter((name) => name === key || name.startsWith(`${key}_`));
      if (names.length === 0) throw new Error(`"${dotted}" is not in the catalogue`);
      for (const name of names) into[name] = group[name];
    }
  }
  return picked;
}
const IDENTIFIER = /^[A-Za-z_][\w]*$/;

/**
 * `import * as catalogue from './da.json?namespaces'` gives each top-level key of the JSON
 * file as a named export of its own, and each member one level down as `key$child`
 * (`abilitiesSheet$access`, `nav$about`), under an id apart from the plain `./da.json`. A chunk that
 * reads a few of them keeps only those: the first screen's messages are the parts it
 * names, while the whole catalogue loads elsewhere.
 */
export function jsonNamespaces(): Plugin {
  return {
    name: 'club:json-namespaces',
    enforce: 'pre',
    load(id) {
      const part = PART.exec(id);
      if (part) return messagePart(this, id.slice(0, id.indexOf('?')), part[1]!);
      if (!id.endsWith(`.json${QUERY}`)) return null;
      const file = id.slice(0, -QUERY.length);
      this.addWatchFile(file);
      const catalogue = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
      const lines: string[] = [];
      for (const [key, value] of Object.entries(catalogue)) {
        if (!IDENTIFIER.test(key) || key.includes('$')) {
          throw new Error(`${file}: "${key}" cannot be a named export`);
        }
        if (!value || typeof value !== 'object' || Array.isArray(value)) {
          lines.push(`export const ${key} = ${JSON.stringify(value)};`);
          continue;
        }
        // The namespace refers to its parts, so that reading one part keeps only that part.
        const members = Object.entries(value as Record<string, unknown>).map(([child, part]) => {
          if (!IDENTIFIER.test(child)) return `${JSON.stringify(child)}: ${JSON.stringify(part)}`;
          lines.push(`export const ${key}$${child} = ${JSON.stringify(part)};`);
          return `${JSON.stringify(child)}: ${key}$${child}`;
        });
        lines.push(`export const ${key} = { ${members.join(', ')} };`);
      }
      return { code: lines.join('\n'), moduleType: 'js' };
    },
  };
}

/**
 * `import messages from './da.json?part=sheet'` gives the messages a part of the app reads
 * (message-parts.json: a page's own and its frame's, or a section's) as one object: a page
 * loads them instead of the whole catalogue.
 */
function messagePart(
  context: { addWatchFile: (file: string) => void },
  file: string,
  name: string,
): { code: string; moduleType: 'js' } {
  const partsFile = path.join(path.dirname(file), 'message-parts.json');
  context.addWatchFile(file);
  context.addWatchFile(partsFile);
  const parts = JSON.parse(fs.readFileSync(partsFile, 'utf8')) as MessageParts;
  const paths = parts[name];
  if (!paths || name === 'frame') throw new Error(`${partsFile}: no part "${name}"`);
  const catalogue = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  const messages = pickMessages(catalogue, expandPart(parts, name));
  return {
    code: `export default JSON.parse(${JSON.stringify(JSON.stringify(messages))});`,
    moduleType: 'js',
  };
}
