import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { Config } from '../../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailLog {
  info: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
}

export interface Mailer {
  /** 'smtp' sends through SMTP_URL; 'outbox' writes .eml files to DATA_DIR/outbox. */
  readonly kind: 'smtp' | 'outbox';
  /** Delivers now; resolves to where the message went (message id or file). */
  send: (message: MailMessage) => Promise<string>;
  /**
   * Delivers in the background, so a request's answer never waits on (or reveals) the
   * mail server; a failure is logged.
   */
  dispatch: (message: MailMessage) => void;
  /** Waits for background deliveries, then releases the transport. */
  close: () => Promise<void>;
}

/**
 * Members' email addresses never go into the logs. A delivery is logged with a short hash
 * of its recipient instead, so an operator who knows an address can still find its mails
 * ("did the reminder to X go out?") without the log listing anyone's address.
 */
export function recipientHash(to: string): string {
  return crypto.createHash('sha256').update(to.trim().toLowerCase()).digest('hex').slice(0, 12);
}

const EMAIL_PATTERN = /[^\s<>"',;:()]+@[^\s<>"',;:()]+/g;

/**
 * What of a failed delivery is safe to log: SMTP servers quote the rejected address in
 * their answers ("550 <x@y>: no such user"), so addresses in the text are masked and the
 * error's envelope and recipient lists are left out.
 */
export function loggableMailError(error: unknown): object {
  if (!(error instanceof Error)) return { message: 'unknown error' };
  const details = error as Error & { code?: unknown; responseCode?: unknown; command?: unknown };
  return {
    name: error.name,
    message: error.message.replace(EMAIL_PATTERN, '[address]'),
    code: details.code,
    responseCode: details.responseCode,
    command: details.command,
  };
}

export function outboxDir(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}

/**
 * A message as the .eml bytes an SMTP server would receive, every line ending in CRLF.
 * Built by nodemailer's composer alone, with the line ends mended in one pass over the
 * bytes: its stream transport wraps the same composing in a mailer's plugin steps and a
 * newline stream, which doubled a mail's CPU, and sign-ups mail on every write.
 */
function composed(envelope: MailMessage & { from: string }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    new MailComposer(envelope).compile().build((error, message) => {
      if (error) reject(error);
      // latin1 keeps every byte as it is; the composed message is 7-bit MIME anyway.
      else resolve(Buffer.from(message.toString('latin1').replace(/\r?\n/g, '\r\n'), 'latin1'));
    });
  });
}

export interface MailerDeps {
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>;
  log: MailLog;
}

/** The one mailer of a process: the composition root (services.ts) makes it. */
export function createMailer({ config, log }: MailerDeps): Mailer {
  const pending = new Set<Promise<unknown>>();
  const smtp = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;

  async function send(message: MailMessage): Promise<string> {
    const envelope = { from: config.mailFrom, ...message };
    if (smtp) {
      const info = await smtp.sendMail(envelope);
      log.info({ recipient: recipientHash(message.to), messageId: info.messageId }, 'mail sent');
      return info.messageId;
    }
    const eml = await composed(envelope);
    const dir = outboxDir(config.dataDir);
    await fs.mkdir(dir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = path.join(dir, `${stamp}-${crypto.randomBytes(4).toString('hex')}.eml`);
    // Renamed into place, so whoever watches the outbox never reads half a message.
    await fs.writeFile(`${file}.partial`, eml);
    await fs.rename(`${file}.partial`, file);
    log.info({ recipient: recipientHash(message.to), file }, 'mail written to the outbox');
    return file;
  }

  function dispatch(message: MailMessage): void {
    // A child in a household has no address of their own, only a reserved `.invalid` one
    // (RFC 2606) that no server accepts: their guardians read their inbox instead.
    if (/\.invalid>?$/i.test(message.to.trim())) {
      log.info({ recipient: recipientHash(message.to) }, 'mail not sent: no address of their own');
      return;
    }
    const delivery = send(message)
      .catch((error: unknown) =>
        log.error(
          { err: loggableMailError(error), recipient: recipientHash(message.to) },
          'mail delivery failed',
        ),
      )
      .finally(() => pending.delete(delivery));
    pending.add(delivery);
  }

  async function close(): Promise<void> {
    await Promise.allSettled([...pending]);
    smtp?.close();
  }

  return { kind: smtp ? 'smtp' : 'outbox', send, dispatch, close };
}
