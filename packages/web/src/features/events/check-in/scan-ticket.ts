import type { StaffSignup } from '@club/shared/contract/events';
import { normalizeTicketCode, ticketCodeFromScan } from '@club/shared/rules/tickets';

/**
 * The gate's scanner: what a camera frame's QR code says, read by the browser's own
 * BarcodeDetector where it reads QR codes, else by ZXing (WebAssembly), loaded only when
 * the scanner opens and kept by the service worker for use without signal.
 */

/** A camera frame's pixels (an ImageData, or anything shaped like one). */
export interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** What the QR codes in a frame say (the video itself, or its pixels), in reading order. */
export interface QrReader {
  kind: 'native' | 'zxing';
  read: (frame: HTMLVideoElement | Pixels) => Promise<string[]>;
}

interface NativeDetector {
  detect: (source: unknown) => Promise<{ rawValue: string }[]>;
}
interface NativeDetectorClass {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats?: () => Promise<string[]>;
}

/** The browser's own BarcodeDetector, when it has one that reads QR codes. */
async function nativeReader(): Promise<QrReader | null> {
  const Detector = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    const formats = (await Detector.getSupportedFormats?.()) ?? ['qr_code'];
    if (!formats.includes('qr_code')) return null;
    const detector = new Detector({ formats: ['qr_code'] });
    return {
      kind: 'native',
      read: async (frame) => (await detector.detect(frame)).map((code) => code.rawValue),
    };
  } catch {
    return null;
  }
}

/** Where ZXing finds its WebAssembly: in tests the bytes themselves, in the app our own file. */
export type ZxingWasm = { binary: ArrayBuffer | Uint8Array } | { url: string };

/** ZXing's reader, loaded now (its code and its WebAssembly are fetched on first use). */
export async function zxingReader(wasm?: ZxingWasm): Promise<QrReader> {
  const zxing = await import('zxing-wasm/reader');
  const where = wasm ?? { url: (await import('zxing-wasm/reader/zxing_reader.wasm?url')).default };
  // Never from a CDN: the file is ours (and kept offline), or given as bytes.
  zxing.prepareZXingModule({
    overrides:
      'binary' in where
        ? { wasmBinary: where.binary }
        : {
            locateFile: (path: string, prefix: string) =>
              path.endsWith('.wasm') ? where.url : prefix + path,
          },
    fireImmediately: false,
  });
  let canvas: HTMLCanvasElement | null = null;
  const pixelsOf = (frame: HTMLVideoElement | Pixels): Pixels | null => {
    if (!('videoWidth' in frame)) return frame;
    if (frame.videoWidth === 0) return null;
    canvas ??= document.createElement('canvas');
    canvas.width = frame.videoWidth;
    canvas.height = frame.videoHeight;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return null;
    context.drawImage(frame, 0, 0);
    return context.getImageData(0, 0, canvas.width, canvas.height);
  };
  return {
    kind: 'zxing',
    read: async (frame) => {
      const pixels = pixelsOf(frame);
      if (!pixels) return [];
      const results = await zxing.readBarcodes(pixels as ImageData, {
        formats: ['QRCode'],
        tryHarder: true,
        maxNumberOfSymbols: 1,
      });
      return results.filter((result) => result.isValid).map((result) => result.text);
    },
  };
}

/** The best reader this browser has: its own, else ZXing. */
export async function qrReader(): Promise<QrReader> {
  return (await nativeReader()) ?? zxingReader();
}

/** What a scan or a typed code found in the list the gate holds. */
export type ScanOutcome =
  | { kind: 'found'; code: string; signup: StaffSignup }
  | { kind: 'unknown'; code: string }
  | { kind: 'notATicket' };

/**
 * The attendee a scanned QR code (or a typed code) names, looked up in the sign-up list
 * the gate holds, so it is found at once and without signal. A QR code of another event or
 * not a ticket at all is said to be so; a ticket not in the list is unknown.
 */
export function findTicket(
  texts: readonly string[],
  eventId: number,
  signups: readonly StaffSignup[],
): ScanOutcome | null {
  if (texts.length === 0) return null;
  for (const text of texts) {
    const code = ticketCodeFromScan(text, eventId);
    if (code === null) continue;
    const signup = signups.find((row) => normalizeTicketCode(row.ticket_code) === code);
    return signup ? { kind: 'found', code, signup } : { kind: 'unknown', code };
  }
  return { kind: 'notATicket' };
}
