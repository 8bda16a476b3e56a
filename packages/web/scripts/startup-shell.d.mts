/** The startup shell's markup; `messages` is the `app` part of a language's messages. */
export function startupShellMarkup(messages: { name: string; loading: string }): string;
