import type { MailMessage } from './mailer';

/**
 * Every mail the club sends has one layout: Danish first, English below (a mail cannot know
 * its reader's language), each greeting the member, saying its paragraphs, giving the one
 * link it is about and perhaps a few words after it; as plain text and as simple HTML.
 * Paragraphs are plain text: the HTML part escapes them.
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
    ...half.paragraphs.map((p) => `<p>${e(p)}</p>`),
    `<p><a href="${e(link)}">${e(half.linkLabel)}</a></p>`,
    ...(half.after ?? []).map((p) => `<p>${e(p)}</p>`),
    ...(half.footnote ? [`<p style="color: #555">${e(half.footnote)}</p>`] : []),
  ];
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
