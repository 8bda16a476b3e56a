import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMailer, loggableMailError, recipientHash, type MailMessage } from './mailer';

const message: MailMessage = {
  to: 'someone@example.com',
  subject: 'Emne',
  text: 'Tekst æøå\nNæste linje',
  html: '<p>Tekst æøå</p>',
};

function quietLog() {
  return { info: vi.fn(), error: vi.fn() };
}

describe('createMailer', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('writes an .eml file to DATA_DIR/outbox when no SMTP_URL is set', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-mail-'));
    dirs.push(dataDir);
    const log = quietLog();
    const mailer = createMailer({
      config: { smtpUrl: null, mailFrom: 'Klubben <no-reply@example.com>', dataDir },
      log,
    });
    expect(mailer.kind).toBe('outbox');
    const file = await mailer.send(message);
    expect(path.dirname(file)).toBe(path.join(dataDir, 'outbox'));
    expect(file).toMatch(/\.eml$/);
    const raw = fs.readFileSync(file, 'utf8');
    expect(raw).toMatch(/^From: Klubben <no-reply@example\.com>\r$/m);
    expect(raw).toMatch(/^To: someone@example\.com\r$/m);
    // Every line ends in CRLF, the body's too, as SMTP carries it.
    expect(raw).not.toMatch(/[^\r]\n/);
    expect(log.info).toHaveBeenCalledWith(
      { recipient: recipientHash('someone@example.com'), file },
      'mail written to the outbox',
    );
    expect(JSON.stringify(log.info.mock.calls)).not.toContain('someone@example.com');
    await mailer.close();
  });

  it('logs a failed background delivery, without the address, instead of throwing; close waits for it', async () => {
    // A port that refuses connections: listen, note the port, close.
    const port = await new Promise<number>((resolve) => {
      const server = net.createServer().listen(0, '127.0.0.1', () => {
        const address = server.address() as net.AddressInfo;
        server.close(() => resolve(address.port));
      });
    });
    const log = quietLog();
    const mailer = createMailer({
      config: {
        smtpUrl: `smtp://127.0.0.1:${port}`,
        mailFrom: 'x@example.com',
        dataDir: os.tmpdir(),
      },
      log,
    });
    expect(mailer.kind).toBe('smtp');
    mailer.dispatch(message);
    await mailer.close();
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ recipient: recipientHash('someone@example.com') }),
      'mail delivery failed',
    );
    expect(JSON.stringify(log.error.mock.calls)).not.toContain('someone@example.com');
  });

  it('sends nothing to a household member without an address of their own', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-mail-'));
    dirs.push(dataDir);
    const log = quietLog();
    const mailer = createMailer({
      config: { smtpUrl: null, mailFrom: 'Klubben <no-reply@example.com>', dataDir },
      log,
    });
    mailer.dispatch({ ...message, to: 'person-3f9a@household.invalid' });
    mailer.dispatch(message);
    await mailer.close();
    const files = fs.readdirSync(path.join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(fs.readFileSync(path.join(dataDir, 'outbox', files[0]!), 'utf8')).toMatch(
      /^To: someone@example\.com\r$/m,
    );
    expect(JSON.stringify(log.info.mock.calls)).not.toContain('household.invalid');
  });

  it('masks addresses an SMTP answer quotes when a failure is logged', () => {
    const error = Object.assign(new Error('550 5.1.1 <someone@example.com>: no such user'), {
      code: 'EENVELOPE',
      responseCode: 550,
      rejected: ['someone@example.com'],
    });
    const logged = JSON.stringify(loggableMailError(error));
    expect(logged).not.toContain('someone@example.com');
    expect(logged).toContain('[address]');
    expect(logged).toContain('EENVELOPE');
  });
});
