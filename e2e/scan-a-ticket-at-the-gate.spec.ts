import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import QRCode from 'qrcode';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Event, Signup, StaffSignupsResponse } from '@club/shared/contract/events';
import { logInViaApi } from './harness/auth';
import { chromiumOptions, screenshot, VIEWPORTS } from './harness/browser';
import { limitsFor } from '../test-limits';
import {
  apiCall,
  apiToken,
  createUser,
  startServer,
  type TestServer,
  type TestUser,
} from './harness/server';
import { createCharacterViaApi } from './character-setup';

/**
 * A camera's view of a ticket held up at the gate: a few frames of its QR code in the
 * video format Chromium's fake camera plays (Y4M, 4:2:0), black on white.
 */
function cameraFilm(text: string, file: string): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const [width, height, scale, margin] = [640, 480, 8, 6];
  const luma = Buffer.alloc(width * height, 235);
  const side = (modules.size + 2 * margin) * scale;
  const left = Math.floor((width - side) / 2);
  const top = Math.floor((height - side) / 2);
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      for (let dy = 0; dy < scale; dy++) {
        const y = top + (row + margin) * scale + dy;
        const x = left + (col + margin) * scale;
        luma.fill(16, y * width + x, y * width + x + scale);
      }
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  fs.writeFileSync(file, Buffer.concat([header, frame, frame, frame]));
}

describe('staff scan a ticket with the camera in the check-in screen', () => {
  let server: TestServer;
  let browser: Browser;
  let staff: TestUser;
  let eventId: number;
  let film: string;

  beforeAll(async () => {
    server = await startServer();
    const [board, player] = await Promise.all([
      createUser(server, { role: 'bestyrelse', name: 'Bodil Bestyrelse' }),
      createUser(server, { role: 'user', name: 'Gorm Gråskæg' }),
    ]);
    staff = await createUser(server, { role: 'admin', name: 'Asta Arrangør' });
    const boardToken = await apiToken(server, board);
    await apiCall(server, 'settings', {
      method: 'PUT',
      token: boardToken,
      body: { payment_instructions: 'MobilePay 12 34 56 78' },
    });
    const hour = 60 * 60 * 1000;
    const created = await apiCall<Event>(server, 'events', {
      token: boardToken,
      body: {
        title: 'Slaget ved Ravnekløften',
        location: 'Ravnsholt Skov',
        // Starting in two hours: the gate is open (from the day before the start).
        starts_at: new Date(Date.now() + 2 * hour).toISOString(),
        ends_at: new Date(Date.now() + 48 * hour).toISOString(),
        capacity: { player: 10, crew: 10 },
        price: { player: 350, crew: 0 },
        xp: { player: 10, crew: 5 },
        status: 'published',
      },
    });
    eventId = created.body.id;
    const playerToken = await apiToken(server, player);
    const character = await createCharacterViaApi(server, playerToken, 'Bjørn Bredøkse');
    const signedUp = await apiCall<{ signup: Signup }>(server, `events/${eventId}/signups`, {
      token: playerToken,
      body: {
        role: 'player',
        character_id: character.id,
        emergency_contact: { name: 'Sigrid', phone: '12 34 56 78' },
      },
    });
    const code = signedUp.body.signup.ticket_code;
    // Short, readable, without look-alikes.
    expect(code).toMatch(/^[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/);

    // The phone's camera sees the member's ticket: its QR code carries the ticket's address.
    film = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'club-camera-')), 'ticket.y4m');
    cameraFilm(`${server.url}events/${eventId}/check-in/${code}`, film);
    const options = chromiumOptions();
    browser = await chromium.launch({
      ...options,
      args: [
        ...options.args,
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${film}`,
      ],
    });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (film) fs.rmSync(path.dirname(film), { recursive: true, force: true });
  });

  async function gatePage(device: keyof typeof VIEWPORTS): Promise<Page> {
    const context = await browser.newContext({
      viewport: VIEWPORTS[device],
      locale: 'da-DK',
      isMobile: device === 'phone',
      hasTouch: device === 'phone',
    });
    context.setDefaultTimeout(limitsFor('e2e').wait);
    const page = await context.newPage();
    await logInViaApi(page, server, staff, `events/${eventId}/check-in`);
    await page.getByRole('heading', { level: 1, name: 'Indtjekning' }).waitFor();
    return page;
  }

  it('reads the QR code, shows the attendee at once and checks them in; a typed code works too', async () => {
    const phone = await gatePage('phone');
    await phone.getByRole('button', { name: 'Scan billet' }).click();
    const scanner = phone.getByRole('dialog', { name: 'Scan billet' });
    // Chromium here has no BarcodeDetector: the ZXing reader is loaded when the scanner opens.
    expect(await phone.evaluate(() => 'BarcodeDetector' in globalThis)).toBe(false);
    await scanner.getByRole('button', { name: 'Tjek ind: Gorm Gråskæg' }).click();
    await scanner.getByText(/^Ankommet kl\. /).waitFor();
    await screenshot(phone, 'scan-found-phone');
    await expect
      .poll(async () => {
        const { body } = await apiCall<StaffSignupsResponse>(server, `events/${eventId}/signups`, {
          token: await apiToken(server, staff),
        });
        return body.signups[0]?.checked_in_at ?? null;
      })
      .not.toBeNull();

    // The next ticket: one nobody on the list holds, typed by hand.
    await scanner.getByRole('button', { name: 'Scan næste billet' }).click();
    await scanner.getByRole('textbox', { name: 'Eller skriv billetkoden' }).fill('2345 6789');
    await scanner.getByRole('button', { name: 'Find' }).click();
    await scanner.getByText('Ingen på listen har billetten 2345-6789.').waitFor();
    await phone.context().close();

    const desktop = await gatePage('desktop');
    await desktop.getByRole('button', { name: 'Scan billet' }).click();
    const wide = desktop.getByRole('dialog', { name: 'Scan billet' });
    await wide.getByRole('button', { name: 'Tjek ud: Gorm Gråskæg' }).waitFor();
    await screenshot(desktop, 'scan-found-desktop');
    await desktop.context().close();
  });
});
