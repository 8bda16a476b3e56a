import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestServer } from './server';

/** Where a held answer stops: before its headers, or with its headers and half its body. */
export type HoldStep = 'before-headers' | 'half-the-body';

export interface HeldAnswer {
  /** Settles once the browser has been sent what the hold lets through. */
  reached: Promise<void>;
  /** Settles once the browser has cut the held request off (a page left, a reload). */
  cutOff: Promise<void>;
}

export interface HoldingProxy extends Pick<TestServer, 'url' | 'basePath'> {
  /** Holds the next answer to `GET api/<apiPath>` at `step`, until the browser cuts it off. */
  hold(apiPath: string, step: HoldStep): HeldAnswer;
  close(): Promise<void>;
}

interface Hold extends HeldAnswer {
  step: HoldStep;
  reach: () => void;
  cut: () => void;
}

function newHold(step: HoldStep): Hold {
  let reach = () => {};
  let cut = () => {};
  const reached = new Promise<void>((resolve) => (reach = resolve));
  const cutOff = new Promise<void>((resolve) => (cut = resolve));
  return { step, reached, cutOff, reach, cut };
}

/**
 * A proxy in front of a test server that passes everything through, except that it can
 * hold one answer at a chosen step of its way to the browser: the server has answered,
 * but the browser has been sent nothing yet, or only the headers and half the body. Used
 * to leave a page at exactly that moment, which on a real network happens by chance.
 */
export async function startHoldingProxy(server: TestServer): Promise<HoldingProxy> {
  const holds = new Map<string, Hold>();
  const proxy = http.createServer((request, response) => {
    const path = request.url ?? '/';
    const hold = holds.get(path);
    if (hold) holds.delete(path);
    const headers = { ...request.headers, host: `127.0.0.1:${server.port}` };
    // A held body is cut in the middle of its text, not of its compressed bytes.
    if (hold) delete headers['accept-encoding'];
    const upstream = http.request(
      { host: '127.0.0.1', port: server.port, path, method: request.method, headers },
      (answer) => {
        if (!hold) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          response.on('close', hold.cut);
          if (hold.step === 'before-headers') {
            hold.reach();
            return;
          }
          const body = Buffer.concat(chunks);
          response.writeHead(answer.statusCode ?? 502, {
            ...answer.headers,
            'content-length': String(body.length),
          });
          response.flushHeaders();
          response.write(body.subarray(0, Math.floor(body.length / 2)), () => hold.reach());
        });
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${server.basePath}`,
    basePath: server.basePath,
    hold(apiPath, step) {
      const hold = newHold(step);
      holds.set(`${server.basePath}api/${apiPath}`, hold);
      return hold;
    },
    close: () =>
      new Promise<void>((resolve) => {
        proxy.closeAllConnections();
        proxy.close(() => resolve());
      }),
  };
}
