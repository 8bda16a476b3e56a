import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { CHARACTER_LIMITS, UPLOAD_LIMITS } from '@club/shared/constants';

export interface Config {
  port: number;
  host: string;
  /** Always begins and ends with '/'; '/' at the root. */
  basePath: string;
  databaseUrl: string;
  dataDir: string;
  /**
   * Signs and checks tokens. Empty on PostgreSQL without JWT_SECRET: the secret then lives
   * in the database, shared by every server, and the start fills it in.
   */
  jwtSecret: string;
  publicUrl: string;
  smtpUrl: string | null;
  mailFrom: string;
  tokenTtlSeconds: number;
  authRateLimit: number;
  startingXp: number;
  /** The built web app; null when only the API is served (tests). */
  webDist: string | null;
  /** pino level: 'warn' (the default) leaves request lines out, 'info' writes one per request. */
  logLevel: string;
  /** 'json' for a log collector (the default under NODE_ENV=production), 'pretty' for a person. */
  logFormat: 'json' | 'pretty';
  /**
   * The whole request (headers and body) must arrive within this many milliseconds, or
   * the connection is closed with a 408; the headers within at most 10 s of it.
   */
  requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this many milliseconds. */
  keepAliveTimeoutMs: number;
  /** The API documentation at `{base}api/docs` for everyone; otherwise user managers only. */
  apiDocsPublic: boolean;
  /**
   * Which proxies to believe about the client address (Fastify's trustProxy): false, true,
   * a hop count, or a list of addresses. Rate limits key on the client address.
   */
  trustProxy: boolean | number | string[];
  /** The club's rules document, linked from the navigation; empty links to the About page. */
  rulesUrl: string;
  /** Hours an uploaded image no character uses is kept before the sweep deletes it. */
  uploadGraceHours: number;
  /** Days before an event's start its confirmed members get a reminder mail. */
  eventReminderDays: number;
  /**
   * Days after an event ends that its sign-ups' diets, allergies and emergency contacts are
   * erased: the kitchen and first aid need them for the event, nobody after it.
   */
  eventDataRetentionDays: number;
  /**
   * On SIGTERM, how long the health check answers 503 while the server still takes new
   * requests, before it stops listening: time for a proxy that polls the health check to
   * move away. 0 (the default) suits a proxy that retries a refused connection elsewhere.
   */
  shutdownDelayMs: number;
  /** Where rate limits are counted when set (redis:// or rediss://); otherwise see rate-limit.ts. */
  redisUrl: string | null;
  /** Put before every rate-limit key in Redis, so the counts keep to their own names there. */
  redisKeyPrefix: string;
}

type Env = Record<string, string | undefined>;

export function normalizeBasePath(raw: string | undefined): string {
  const trimmed = (raw ?? '/').trim();
  const inner = trimmed.replace(/^\/+|\/+$/g, '');
  return inner ? `/${inner}/` : '/';
}

export function parseTrustProxy(raw: string | undefined): boolean | number | string[] {
  const value = (raw ?? '').trim();
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

function parseRulesUrl(raw: string | undefined): string {
  const value = (raw ?? '').trim();
  if (value && !/^https?:\/\/[^\s"<>]+$/i.test(value)) {
    throw new Error(`RULES_URL must be an http(s) address (got "${value}")`);
  }
  return value;
}

/**
 * The address is checked here so a typo stops the start with its reason instead of
 * surfacing later as a store that never connects. It is not echoed: it may hold a password.
 */
export function parseRedisUrl(raw: string | undefined): string | null {
  const value = (raw ?? '').trim();
  if (value === '') return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error('REDIS_URL is not a valid address (expected redis://host:port or rediss://…)');
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') {
    throw new Error(`REDIS_URL must begin with redis:// or rediss:// (got "${url.protocol}//…")`);
  }
  if (!url.hostname) throw new Error('REDIS_URL names no host (expected redis://host:port)');
  return value;
}

function integer(
  env: Env,
  key: string,
  fallback: number,
  min = 0,
  max = Number.MAX_SAFE_INTEGER,
): number {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `of at least ${min}` : `from ${min} to ${max}`;
    throw new Error(`${key} must be an integer ${range} (got "${raw}")`);
  }
  return value;
}

function flag(env: Env, key: string): boolean {
  const raw = (env[key] ?? '').trim().toLowerCase();
  if (raw === '' || raw === 'false' || raw === '0') return false;
  if (raw === 'true' || raw === '1') return true;
  throw new Error(`${key} must be true or false (got "${env[key]}")`);
}

/** Timeouts are bounded: a slow client may hold a connection for half a minute at most. */
export const MAX_TIMEOUT_SECONDS = 30;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function parseLogLevel(raw: string | undefined): string {
  const value = (raw ?? '').trim().toLowerCase() || 'warn';
  if (!LOG_LEVELS.includes(value)) {
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${raw}")`);
  }
  return value;
}

function parseLogFormat(env: Env): 'json' | 'pretty' {
  const value = (env.LOG_FORMAT ?? '').trim().toLowerCase();
  if (value === '') return env.NODE_ENV === 'production' ? 'json' : 'pretty';
  if (value !== 'json' && value !== 'pretty') {
    throw new Error(`LOG_FORMAT must be json or pretty (got "${env.LOG_FORMAT}")`);
  }
  return value;
}

export function newSecret(): string {
  return crypto.randomBytes(48).toString('base64url');
}

/** The secret a server kept in DATA_DIR, if any. */
export function readSecretFile(dataDir: string): string | null {
  const file = path.join(dataDir, 'jwt-secret');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() || null : null;
}

/** The secret is kept beside the data so tokens survive restarts without configuration. */
function loadOrCreateSecret(dataDir: string): string {
  const kept = readSecretFile(dataDir);
  if (kept) return kept;
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = newSecret();
  fs.writeFileSync(path.join(dataDir, 'jwt-secret'), secret, { mode: 0o600 });
  return secret;
}

export function checkJwtSecret(secret: string): string {
  if (secret.length < 32) throw new Error('JWT_SECRET must be at least 32 characters long');
  return secret;
}

const isPostgresUrl = (url: string) => /^postgres(ql)?:\/\//.test(url);

export function loadConfig(env: Env = process.env, overrides: Partial<Config> = {}): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  const port = integer(env, 'PORT', 3000, 0);
  const host = env.HOST ?? '127.0.0.1';
  const basePath = normalizeBasePath(env.BASE_PATH);
  const databaseUrl =
    overrides.databaseUrl ?? env.DATABASE_URL ?? `sqlite:${path.join(dataDir, 'app.sqlite')}`;
  // Two servers on one PostgreSQL database share no DATA_DIR: the secret is the database's.
  const jwtSecret =
    env.JWT_SECRET ||
    overrides.jwtSecret ||
    (isPostgresUrl(databaseUrl) ? '' : loadOrCreateSecret(dataDir));
  if (jwtSecret) checkJwtSecret(jwtSecret);
  const publicUrl = (env.PUBLIC_URL ?? `http://${host}:${port}${basePath}`).replace(/\/?$/, '/');
  return {
    port,
    host,
    basePath,
    databaseUrl,
    dataDir,
    jwtSecret,
    publicUrl,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'Klubben <no-reply@localhost>',
    tokenTtlSeconds: integer(env, 'TOKEN_TTL', 7 * 24 * 60 * 60, 60),
    authRateLimit: integer(env, 'AUTH_RATE_LIMIT', 20, 1),
    startingXp: integer(env, 'STARTING_XP', CHARACTER_LIMITS.defaultStartingXp, 0),
    webDist: env.WEB_DIST ?? null,
    logLevel: parseLogLevel(env.LOG_LEVEL),
    logFormat: parseLogFormat(env),
    requestTimeoutMs: integer(env, 'REQUEST_TIMEOUT', 30, 1, MAX_TIMEOUT_SECONDS) * 1000,
    keepAliveTimeoutMs: integer(env, 'KEEP_ALIVE_TIMEOUT', 5, 1, MAX_TIMEOUT_SECONDS) * 1000,
    apiDocsPublic: flag(env, 'API_DOCS_PUBLIC'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    rulesUrl: parseRulesUrl(env.RULES_URL),
    uploadGraceHours: integer(env, 'UPLOAD_GRACE_HOURS', UPLOAD_LIMITS.unusedAvatarGraceHours, 1),
    eventReminderDays: integer(env, 'EVENT_REMINDER_DAYS', 7, 1, 365),
    eventDataRetentionDays: integer(env, 'EVENT_DATA_RETENTION_DAYS', 30, 0, 3650),
    shutdownDelayMs: integer(env, 'SHUTDOWN_DELAY', 0, 0, MAX_TIMEOUT_SECONDS) * 1000,
    redisUrl: parseRedisUrl(env.REDIS_URL),
    redisKeyPrefix: 'club:rate-limit:',
    ...overrides,
  };
}
