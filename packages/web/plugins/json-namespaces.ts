import fs from 'node:fs';
import type { Plugin } from 'vite';

const QUERY = '?namespaces';

/**
 * `import * as catalogue from './da.json?namespaces'` gives each top-level key of the JSON
 * file as a named export of its own and nothing else, under an id apart from the plain
 * `./da.json`. A chunk that reads a few of them keeps only those: the first screen's
 * messages are the namespaces it names, while the whole catalogue loads elsewhere.
 */
export function jsonNamespaces(): Plugin {
  return {
    name: 'club:json-namespaces',
    enforce: 'pre',
    load(id) {
      if (!id.endsWith(`.json${QUERY}`)) return null;
      const file = id.slice(0, -QUERY.length);
      this.addWatchFile(file);
      const catalogue = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
      const code = Object.entries(catalogue)
        .map(([key, value]) => {
          if (!/^[A-Za-z_$][\w$]*$/.test(key)) {
            throw new Error(`${file}: "${key}" cannot be a named export`);
          }
          return `export const ${key} = ${JSON.stringify(value)};`;
        })
        .join('\n');
      return { code, moduleType: 'js' };
    },
  };
}
