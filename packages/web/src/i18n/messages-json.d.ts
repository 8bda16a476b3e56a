/** A message catalogue imported under its own id, so that a chunk can keep only some namespaces. */
declare module '*.json?namespaces' {
  const namespaces: Record<string, Record<string, unknown>>;
  export = namespaces;
}

/** One part of a message catalogue (src/i18n/message-parts.ts), as a chunk of its own. */
declare module '*.json?part=frame' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*.json?part=events' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*.json?part=sheet' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*.json?part=characterPanels' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*.json?part=characters' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*.json?part=carried' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*.json?part=more' {
  const messages: Record<string, unknown>;
  export default messages;
}
