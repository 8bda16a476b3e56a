import type { Plugin } from 'vite';

/** What the resolver needs of the bundle: each output file's static imports. */
export type BundleImports = Record<string, { type: string; imports?: readonly string[] }>;

interface Host {
  hostId: string;
  hostType: 'html' | 'js';
}

/**
 * A lazy import's list of files to preload, without those its importing chunk has loaded
 * already: the chunk ran, so everything it imports statically is there. The bundler lists
 * them all (the entry, the runtime, the chunk every logged-in page shares), and with 45
 * screens behind one route table those lists were a sixth of that chunk.
 */
export function preloadWhatIsMissing() {
  let bundle: BundleImports | null = null;
  const loaded = new Map<string, Set<string>>();

  const loadedWith = (host: string): Set<string> => {
    const known = loaded.get(host);
    if (known) return known;
    const files = new Set<string>();
    const visit = (file: string) => {
      if (files.has(file)) return;
      files.add(file);
      for (const imported of bundle?.[file]?.imports ?? []) visit(imported);
    };
    visit(host);
    loaded.set(host, files);
    return files;
  };

  const plugin: Plugin = {
    name: 'club:preload-what-is-missing',
    apply: 'build',
    // Before Vite writes the lists: the same bundle object, its chunks' imports final.
    generateBundle: {
      order: 'pre',
      handler(_options, output) {
        bundle = output as unknown as BundleImports;
        loaded.clear();
      },
    },
  };

  const resolveDependencies = (_file: string, deps: string[], { hostId, hostType }: Host) => {
    if (hostType !== 'js' || !bundle?.[hostId]) return deps;
    const already = loadedWith(hostId);
    return deps.filter((dep) => !already.has(dep));
  };

  /** For tests: the bundle the plugin would have seen. */
  const seeBundle = (output: BundleImports) => {
    bundle = output;
    loaded.clear();
  };

  return { plugin, resolveDependencies, seeBundle };
}
