import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { buildTestApp, type TestApp } from './test/test-app';

/**
 * Slow clients and what Node refuses before a request exists, against a real listening
 * server: a connection that does not deliver its request in time, or idles between
 * requests, is closed by the server; refusals come in the error format.
 */

const REQUEST_TIMEOUT_MS = 600;
const KEEP_ALIVE_TIMEOUT_MS = 300;

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await buildTestApp({
    requestTimeoutMs: REQUEST_TIMEOUT_MS,
    keepAliveTimeoutMs: KEEP_ALIVE_TIMEOUT_MS,
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as net.AddressInfo).port;
});

afterAll(async () => {
  await t?.close();
});

interface Conversation {
  socket: net.Socket;
  /** Everything the server sent, once it has closed the connection. */
  closed: Promise<{ received: string; afterMs: number }>;
  /** Resolves once the server's answer has begun to arrive. */
  firstData: Promise<void>;
}

function connect(): Promise<Conversation> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const started = Date.now();
    let received = '';
    let signalData: () => void = () => {};
    const firstData = new Promise<void>((done) => (signalData = done));
    socket.on('data', (chunk) => {
      received += chunk.toString('utf8');
      signalData();
    });
    const closed = new Promise<{ received: string; afterMs: number }>((done) => {
      socket.on('close', () => done({ received, afterMs: Date.now() - started }));
    });
    socket.on('error', () => {});
    socket.once('connect', () => resolve({ socket, closed, firstData }));
    socket.once('error', reject);
  });
}

function bodyOf(response: string): unknown {
  return JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4));
}

describe('a slow client', () => {
  it('that sends half a request line and headers is answered 408 and closed', async () => {
    const { socket, closed } = await connect();
    socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    const { received, afterMs } = await closed;
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(bodyOf(received)).toEqual({
      error: 'The request did not arrive in time',
      code: 'errors.requestTimeout',
    });
    expect(afterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
  });

  it('that trickles its headers a byte at a time is closed all the same', async () => {
    const { socket, closed } = await connect();
    socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    const trickle = setInterval(() => {
      if (!socket.destroyed) socket.write('X');
    }, 50);
    const { received } = await closed.finally(() => clearInterval(trickle));
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('that sends its headers but only half its body is closed', async () => {
    const { socket, closed } = await connect();
    socket.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
        'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":',
    );
    const { received } = await closed;
    // Node answers a request whose body stalls with 408 too, unless the answer had begun.
    expect(received === '' || /^HTTP\/1\.1 408 /.test(received)).toBe(true);
  });

  it('that keeps an idle connection open after its answer is closed', async () => {
    const { socket, closed, firstData } = await connect();
    socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
    await firstData;
    const { received } = await closed;
    expect(received).toMatch(/^HTTP\/1\.1 200 /);
    expect(received).toMatch(/keep-alive: timeout=\d+/i);
  });
});

describe('what Node refuses before a request exists', () => {
  it('answers headers that are too large with 431 in the error format', async () => {
    const { socket, closed } = await connect();
    socket.write(
      `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    const { received } = await closed;
    expect(received).toMatch(/^HTTP\/1\.1 431 /);
    expect(bodyOf(received)).toEqual({
      error: 'The request headers are too large',
      code: 'errors.headersTooLarge',
    });
  });

  it('answers a malformed request or an unknown method with 400 in the error format', async () => {
    for (const line of ['GET / HTTP/9', 'FOO /api/health HTTP/1.1', 'GET /a b c HTTP/1.1']) {
      const { socket, closed } = await connect();
      socket.write(`${line}\r\nHost: 127.0.0.1\r\n\r\n`);
      const { received } = await closed;
      expect(received, line).toMatch(/^HTTP\/1\.1 400 /);
      expect(bodyOf(received), line).toEqual({
        error: 'The request is malformed',
        code: 'errors.validation',
      });
    }
  });
});

describe('the timeout settings', () => {
  const secret = { JWT_SECRET: 'a-secret-that-is-long-enough-for-the-check-0123' };

  it('are bounded at 30 seconds and read in seconds', () => {
    const defaults = loadConfig({ ...secret, DATA_DIR: '/nonexistent' });
    expect(defaults.requestTimeoutMs).toBe(30_000);
    expect(defaults.keepAliveTimeoutMs).toBe(5_000);
    const set = loadConfig({ ...secret, REQUEST_TIMEOUT: '12', KEEP_ALIVE_TIMEOUT: '2' });
    expect(set.requestTimeoutMs).toBe(12_000);
    expect(set.keepAliveTimeoutMs).toBe(2_000);
    for (const value of ['0', '31', '600', '1.5', 'soon']) {
      expect(() => loadConfig({ ...secret, REQUEST_TIMEOUT: value }), value).toThrow(
        /REQUEST_TIMEOUT/,
      );
      expect(() => loadConfig({ ...secret, KEEP_ALIVE_TIMEOUT: value }), value).toThrow(
        /KEEP_ALIVE_TIMEOUT/,
      );
    }
  });

  it('reach the listening server', () => {
    expect(t.app.server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
    expect(t.app.server.headersTimeout).toBeLessThanOrEqual(REQUEST_TIMEOUT_MS);
    expect(t.app.server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
  });
});
