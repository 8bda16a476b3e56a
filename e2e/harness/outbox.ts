import fs from 'node:fs';
import path from 'node:path';
import type { TestServer } from './server';
import { limitsFor } from '../../test-limits';

export interface OutboxMail {
  file: string;
  headers: Record<string, string>;
  to: string;
  subject: string;
  /** The decoded text of every text part (plain and HTML), joined. */
  text: string;
  /** The first password-reset link in the mail, or null. */
  resetLink: string | null;
  /** The token of that link, or null. */
  resetToken: string | null;
}

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const soft = body.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i += 1) {
    const char = soft[i] ?? '';
    const hex = soft.slice(i + 1, i + 3);
    if (char === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeWords(value: string): string {
  // RFC 2047 encoded words, as nodemailer writes non-ASCII subjects.
  return value.replace(
    /=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi,
    (_match, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

function splitEntity(raw: string): { headers: Record<string, string>; body: string } {
  const match = /\r?\n\r?\n/.exec(raw);
  const head = match ? raw.slice(0, match.index) : raw;
  const body = match ? raw.slice(match.index + match[0].length) : '';
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(
        line.slice(colon + 1).trim(),
      );
  }
  return { headers, body };
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

function textOf(raw: string): { headers: Record<string, string>; text: string } {
  const { headers, body } = splitEntity(raw);
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const parts = body.split(`--${boundary}`).slice(1);
    const texts = parts
      .filter((part) => !part.startsWith('--'))
      .map((part) => textOf(part.replace(/^\r?\n/, '')).text);
    return { headers, text: texts.join('\n') };
  }
  return { headers, text: decodeBody(headers, body) };
}

/** Reads one .eml file that the server wrote to DATA_DIR/outbox/. */
export function parseMail(file: string): OutboxMail {
  const { headers, text } = textOf(fs.readFileSync(file, 'utf8'));
  const link =
    /https?:\/\/[^\s"'<>]*reset-password\?token=[^\s"'<>]+/.exec(
      text.replace(/&amp;/g, '&'),
    )?.[0] ?? null;
  return {
    file,
    headers,
    to: headers.to ?? '',
    subject: headers.subject ?? '',
    text,
    resetLink: link,
    resetToken: link ? new URL(link).searchParams.get('token') : null,
  };
}

/** How long a mail may take to appear by default: generous, as the machine may be busy. */
const OUTBOX_TIMEOUT_MS = limitsFor('e2e').wait;

/**
 * The newest mail in the server's outbox (optionally the newest one to `to`), waiting up
 * to `timeoutMs` (the e2e wait limit by default) for it to be written.
 */
export async function readOutbox(
  server: Pick<TestServer, 'dataDir'>,
  options: { to?: string; timeoutMs?: number } = {},
): Promise<OutboxMail> {
  const dir = path.join(server.dataDir, 'outbox');
  const deadline = Date.now() + (options.timeoutMs ?? OUTBOX_TIMEOUT_MS);
  for (;;) {
    const files = fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((name) => name.endsWith('.eml'))
          .map((name) => path.join(dir, name))
          .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs || b.localeCompare(a))
      : [];
    const mails = files.map(parseMail);
    const to = options.to?.toLowerCase();
    const wanted = to ? mails.find((mail) => mail.to.toLowerCase().includes(to)) : mails[0];
    if (wanted) return wanted;
    if (Date.now() > deadline) {
      throw new Error(`No mail${options.to ? ` to ${options.to}` : ''} in ${dir}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
