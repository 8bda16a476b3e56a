import fs from 'node:fs';
import { createRequire } from 'node:module';
import QRCode from 'qrcode';
import { describe, expect, it, vi } from 'vitest';
import { staffSignup } from '../testing/fixtures';
import { findTicket, qrReader, zxingReader, type Pixels } from './scan-ticket';

const require = createRequire(import.meta.url);
const wasm = () => fs.readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm'));

/** A ticket's QR code as a camera would see it: black modules on white, with a margin. */
function qrPixels(text: string, scale = 4, margin = 4): Pixels {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = (modules.size + 2 * margin) * scale;
  const data = new Uint8ClampedArray(size * size * 4).fill(255);
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      for (let dy = 0; dy < scale; dy++) {
        for (let dx = 0; dx < scale; dx++) {
          const y = (row + margin) * scale + dy;
          const x = (col + margin) * scale + dx;
          data.fill(0, (y * size + x) * 4, (y * size + x) * 4 + 3);
        }
      }
    }
  }
  return { data, width: size, height: size };
}

const gorm = staffSignup({ id: 21, user_name: 'Gorm Gråskæg', ticket_code: 'K7QM-4PXR' });
const older = staffSignup({ id: 22, user_name: 'Hilda', ticket_code: 'RmnMgenTcn0jo3gjE4yzmWgv' });

describe("the gate's scanner", () => {
  it('reads the ticket address in a QR code image with ZXing and finds the attendee', async () => {
    const reader = await zxingReader({ binary: wasm() });
    const texts = await reader.read(
      qrPixels('http://127.0.0.1:4000/klub/events/3/check-in/K7QM-4PXR'),
    );
    expect(texts).toEqual(['http://127.0.0.1:4000/klub/events/3/check-in/K7QM-4PXR']);
    expect(findTicket(texts, 3, [older, gorm])).toEqual({
      kind: 'found',
      code: 'K7QM-4PXR',
      signup: gorm,
    });
    // A ticket issued before the short codes is read and found too.
    const old = await reader.read(
      qrPixels('http://127.0.0.1/events/3/check-in/RmnMgenTcn0jo3gjE4yzmWgv'),
    );
    expect(findTicket(old, 3, [older, gorm])).toMatchObject({ kind: 'found', signup: older });
  });

  it('reads nothing from a frame without a QR code', async () => {
    const reader = await zxingReader({ binary: wasm() });
    const blank = { data: new Uint8ClampedArray(64 * 64 * 4).fill(255), width: 64, height: 64 };
    expect(await reader.read(blank)).toEqual([]);
    expect(findTicket([], 3, [gorm])).toBeNull();
  });

  it("says when a code is another event's, unknown, or no ticket at all", () => {
    expect(findTicket(['http://x/events/4/check-in/K7QM-4PXR'], 3, [gorm])).toEqual({
      kind: 'notATicket',
    });
    expect(findTicket(['2345-6789'], 3, [gorm])).toEqual({ kind: 'unknown', code: '2345-6789' });
    expect(findTicket(['k7qm 4pxr'], 3, [gorm])).toMatchObject({ kind: 'found', signup: gorm });
    expect(findTicket(['WIFI:S:Skoven;;'], 3, [gorm])).toEqual({ kind: 'notATicket' });
  });

  it("uses the browser's own BarcodeDetector where it reads QR codes", async () => {
    const detect = vi.fn(async () => [{ rawValue: 'K7QM-4PXR' }]);
    class BarcodeDetector {
      static getSupportedFormats = async () => ['qr_code', 'ean_13'];
      detect = detect;
    }
    vi.stubGlobal('BarcodeDetector', BarcodeDetector);
    try {
      const reader = await qrReader();
      expect(reader.kind).toBe('native');
      expect(await reader.read(qrPixels('K7QM-4PXR'))).toEqual(['K7QM-4PXR']);
      expect(detect).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
