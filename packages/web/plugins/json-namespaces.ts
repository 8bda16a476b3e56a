import fs from 'node:fs';
import type { Plugin } from 'vite';
import { messagesOf } from '../src/i18n/message-parts.ts';
import { ALL_MESSAGE_PARTS, type MessagePart } from '../src/i18n/part-names.ts';

const QUERY = '?namespaces';
const PART_QUERY = /\.json\?part=([a-zA-Z]+)$/;
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
      const part = PART_QUERY.exec(id);
      if (part) return partModule(this, id.slice(0, id.indexOf('?')), part[1] as MessagePart);
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
 * `import('./da.json?part=events')`: the namespaces of one part of the catalogue
 * (src/i18n/message-parts.ts) as the module's default export, so each part builds into a
 * chunk of its own.
 */
function partModule(
  context: { addWatchFile: (file: string) => void },
  file: string,
  part: MessagePart,
): { code: string; moduleType: 'js' } {
  if (!ALL_MESSAGE_PARTS.includes(part)) throw new Error(`${file}: no message part "${part}"`);
  context.addWatchFile(file);
  const catalogue = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  const chosen = messagesOf(part, catalogue);
  return { code: `export default ${JSON.stringify(chosen)};`, moduleType: 'js' };
}
