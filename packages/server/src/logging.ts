import type { FastifyBaseLogger } from 'fastify';
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

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;
type LevelName = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * A request's logger that becomes pino's child logger (bound to the request's id) on the
 * first line the request writes at an enabled level. Fastify makes a child for every
 * request, and pino serializes its bindings at once: at the default level almost no
 * request writes a line, and making the child was a measurable share of a cached rules read.
 */
class RequestLogger {
  readonly #parent: FastifyBaseLogger;
  readonly #bindings: Bindings;
  #child: FastifyBaseLogger | null = null;

  constructor(parent: FastifyBaseLogger, bindings: Bindings) {
    this.#parent = parent;
    this.#bindings = bindings;
  }

  get level(): string {
    return (this.#child ?? this.#parent).level;
  }

  set level(level: string) {
    this.#built().level = level;
  }

  #built(): FastifyBaseLogger {
    this.#child ??= this.#parent.child(this.#bindings);
    return this.#child;
  }

  /** Whether a line at `level` would be written; asked of pino, or yes for a logger that cannot tell. */
  #enabled(level: LevelName): boolean {
    const logger = (this.#child ?? this.#parent) as { isLevelEnabled?: (level: string) => boolean };
    return logger.isLevelEnabled?.(level) ?? true;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#built().child(bindings, options);
  }

  fatal(...args: unknown[]): void {
    this.#write('fatal', args);
  }

  error(...args: unknown[]): void {
    this.#write('error', args);
  }

  warn(...args: unknown[]): void {
    this.#write('warn', args);
  }

  info(...args: unknown[]): void {
    this.#write('info', args);
  }

  debug(...args: unknown[]): void {
    this.#write('debug', args);
  }

  trace(...args: unknown[]): void {
    this.#write('trace', args);
  }

  silent(): void {}

  #write(level: LevelName, args: unknown[]): void {
    if (!this.#enabled(level)) return;
    (this.#built()[level] as (...args: unknown[]) => void)(...args);
  }
}

/**
 * Fastify's `childLoggerFactory`: each request's logger, made lazily (above). A route
 * with a log level or serializers of its own gets its child at once.
 */
export function requestLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  if (options.level !== undefined || options.serializers !== undefined) {
    return logger.child(bindings, options);
  }
  return new RequestLogger(logger, bindings) as unknown as FastifyBaseLogger;
}
