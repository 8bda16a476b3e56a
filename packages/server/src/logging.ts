import type { Config } from './config';

/**
 * Where the server's log goes and how it reads. JSON lines (pino's own) for a log
 * collector; for a person at a terminal, one plain line per event. The level decides what
 * is written: at 'warn' (the default) only trouble, at 'info' one line per request too.
 */

export interface LogStream {
  write: (line: string) => void;
}

const LEVEL_NAMES: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

/** pino's own fields, and the request fields the plain line already shows. */
const SHOWN = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'req', 'res', 'err']);

/** Requests seen but not yet completed, so a completion can name its method and path. */
const MAX_OPEN_REQUESTS = 1000;

function clock(time: unknown): string {
  const date = typeof time === 'number' ? new Date(time) : new Date();
  return date.toISOString().slice(11, 19);
}

function extras(entry: Record<string, unknown>): string {
  const parts = Object.entries(entry)
    .filter(([key]) => !SHOWN.has(key))
    // Plain words as they are; anything else quoted, so no value can forge a log line.
    .map(([key, value]) => {
      const plain = typeof value === 'string' && /^[\x21-\x7e]+$/.test(value);
      return `${key}=${plain ? value : JSON.stringify(value)}`;
    });
  return parts.length > 0 ? ` ${parts.join(' ')}` : '';
}

/**
 * Turns pino's JSON lines into plain ones: `12:00:01 INFO  GET /api/health 200 1.4 ms`.
 * Fastify logs a request twice (arrival, completion); the plain form shows it once, when
 * it completes.
 */
export function plainLogStream(out: (text: string) => void): LogStream {
  const open = new Map<string, string>();
  return {
    write(line: string) {
      let entry: Record<string, unknown>;
      try {
        entry = JSON.parse(line) as Record<string, unknown>;
      } catch {
        out(line.replace(/\n$/, ''));
        return;
      }
      const level = LEVEL_NAMES[entry.level as number] ?? 'LOG';
      const reqId = typeof entry.reqId === 'string' ? entry.reqId : null;
      const req = entry.req as { method?: string; url?: string } | undefined;
      if (reqId && req && entry.msg === 'incoming request') {
        if (open.size >= MAX_OPEN_REQUESTS) open.delete(open.keys().next().value!);
        open.set(reqId, `${req.method} ${req.url}`);
        return;
      }
      const prefix = `${clock(entry.time)} ${level.padEnd(5)}`;
      const res = entry.res as { statusCode?: number } | undefined;
      if (reqId && res && entry.msg === 'request completed') {
        const request = open.get(reqId) ?? reqId;
        open.delete(reqId);
        const ms = typeof entry.responseTime === 'number' ? entry.responseTime.toFixed(1) : '?';
        out(`${prefix} ${request} ${res.statusCode} ${ms} ms`);
        return;
      }
      const err = entry.err as { stack?: string; message?: string } | undefined;
      const { responseTime: _ignored, ...rest } = entry;
      const context = reqId ? ` (${open.get(reqId) ?? reqId})` : '';
      const message = String(entry.msg ?? '').replace(/[\r\n]+/g, ' ');
      out(`${prefix} ${message}${context}${extras(rest)}`);
      if (err) out(err.stack ?? err.message ?? JSON.stringify(err));
    },
  };
}

/**
 * A request as logged: its method and path. The query string is left out: it can carry a
 * password-reset token (the link in a mail opens the page with it) or a search for a name.
 */
function requestSerializer(request: { method: string; url: string; ip?: string }) {
  const query = request.url.indexOf('?');
  return {
    method: request.method,
    url: query === -1 ? request.url : request.url.slice(0, query),
    remoteAddress: request.ip,
  };
}

/** Fastify's `logger` option for a configuration; `stream` replaces standard output. */
export function loggerOptions(
  config: Pick<Config, 'logLevel' | 'logFormat'>,
  stream?: LogStream,
): {
  level: string;
  stream?: LogStream;
  serializers: { req: typeof requestSerializer };
} {
  const serializers = { req: requestSerializer };
  if (config.logFormat === 'json') {
    return { level: config.logLevel, serializers, ...(stream ? { stream } : {}) };
  }
  const out = stream
    ? (text: string) => stream.write(`${text}\n`)
    : (text: string) => process.stdout.write(`${text}\n`);
  return { level: config.logLevel, serializers, stream: plainLogStream(out) };
}
