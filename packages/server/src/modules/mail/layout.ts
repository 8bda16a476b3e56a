import type { MailMessage } from './mailer';

/**
 * Every mail the club sends has one layout: it greets the member, says its paragraphs,
 * gives the one link it is about and perhaps a few words after it; as plain text and as
 * simple HTML. Paragraphs are plain text: the HTML part escapes them.
 *
 * A mail to a member is written in the language they read the app in (`memberMail`); one
 * to an address whose reader is not known yet carries Danish first, English below
 * (`bilingualMail`).
 */

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** One language's half of a mail. */
export interface MailHalf {
  /** What the mail says, before its link. */
  paragraphs: readonly string[];
  /** The link's words in the HTML part ("Se arrangementet"). */
  linkLabel: string;
  /** Said after the link (how long it works). */
  after?: readonly string[];
  /** A quiet last line, grey in the HTML part (how to turn such mails off). */
  footnote?: string;
}

const GREETING = { da: 'Hej', en: 'Hi' } as const;

function textHalf(greeting: string, name: string, link: string, half: MailHalf): string[] {
  return [
    `${greeting} ${name}`,
    '',
    ...half.paragraphs.flatMap((p) => [p, '']),
    link,
    '',
    ...(half.after ?? []).flatMap((p) => [p, '']),
    ...(half.footnote ? [half.footnote, ''] : []),
  ];
}

function htmlHalf(greeting: string, name: string, link: string, half: MailHalf): string[] {
  const e = escapeHtml;
  return [
    `<p>${greeting} ${e(name)}</p>`,
    ...half.paragraphs.map((p) => `<p style="white-space: pre-line">${e(p)}</p>`),
    `<p><a href="${e(link)}">${e(half.linkLabel)}</a></p>`,
    ...(half.after ?? []).map((p) => `<p>${e(p)}</p>`),
    ...(half.footnote ? [`<p style="color: #555">${e(half.footnote)}</p>`] : []),
  ];
}

/** A mail in one language: the member's. */
export function memberMail(input: {
  to: string;
  name: string;
  language: 'da' | 'en';
  subject: string;
  link: string;
  half: MailHalf;
}): MailMessage {
  const { name, link, language } = input;
  const greeting = GREETING[language];
  const text = textHalf(greeting, name, link, input.half).join('\n');
  const html = `<!doctype html>
<html lang="${language}">
  <body style="font-family: sans-serif; line-height: 1.5">
    ${htmlHalf(greeting, name, link, input.half).join('\n    ')}
  </body>
</html>
`;
  return { to: input.to, subject: input.subject, text, html };
}

export function bilingualMail(input: {
  /** The address. */
  to: string;
  /** Whom the greeting names. */
  name: string;
  subject: string;
  /** Absolute address of what the mail is about. */
  link: string;
  da: MailHalf;
  en: MailHalf;
}): MailMessage {
  const { name, link } = input;
  const text = [
    ...textHalf(GREETING.da, name, link, input.da),
    '-----',
    '',
    ...textHalf(GREETING.en, name, link, input.en),
  ].join('\n');
  const html = `<!doctype html>
<html lang="da">
  <body style="font-family: sans-serif; line-height: 1.5">
    ${htmlHalf(GREETING.da, name, link, input.da).join('\n    ')}
    <hr />
    <div lang="en">
      ${htmlHalf(GREETING.en, name, link, input.en).join('\n      ')}
    </div>
  </body>
</html>
`;
  return { to: input.to, subject: input.subject, text, html };
}
