/** A message catalogue imported under its own id, so that a chunk can keep only some namespaces. */
declare module '*.json?namespaces' {
  const namespaces: Record<string, Record<string, unknown>>;
  export = namespaces;
}

/** The messages one part of the app reads (message-parts.json), as one object. */
declare module '*.json?part=sheet' {
  const messages: import('./translator').Messages;
  export default messages;
}
declare module '*.json?part=events' {
  const messages: import('./translator').Messages;
  export default messages;
}
declare module '*.json?part=inventory' {
  const messages: import('./translator').Messages;
  export default messages;
}
