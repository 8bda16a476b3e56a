/** A message catalogue imported under its own id, so that a chunk can keep only some namespaces. */
declare module '*.json?namespaces' {
  const namespaces: Record<string, Record<string, unknown>>;
  export = namespaces;
}
