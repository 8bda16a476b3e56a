import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { Database } from '../db/schema';
import { createTestDb, type TestDb } from './test-db';

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  config: Config;
  testDb: TestDb;
  close: () => Promise<void>;
}

/** The configuration of a test's app on a test database: quiet, API only, a fixed secret. */
export function testConfig(testDb: TestDb, overrides: Partial<Config> = {}): Config {
  return loadConfig(
    { DATA_DIR: testDb.dataDir },
    {
      databaseUrl: testDb.url,
      jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
      webDist: null,
      logLevel: 'silent',
      authRateLimit: 1000,
      publicUrl: 'http://127.0.0.1:3000/',
      ...overrides,
    },
  );
}

/** The real app on a fresh database, driven through `app.inject`. */
export async function buildTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const testDb = await createTestDb();
  const config = testConfig(testDb, overrides);
  const app = await buildApp(config, { handle: testDb.handle, logger: false });
  return {
    app,
    db: testDb.handle.db,
    config,
    testDb,
    close: async () => {
      await app.close();
      await testDb.drop();
    },
  };
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/** A GET as `user` (or without a token), through `app.inject`. */
export function getAs(
  app: FastifyInstance,
  url: string,
  user: { token: string } | null,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'GET',
    url,
    headers: { ...(user ? bearer(user.token) : {}), ...headers },
  });
}

/** A write as `user` (or without a token), with an optional JSON body. */
export function writeAs(
  app: FastifyInstance,
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  user: { token: string } | null,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    headers: user ? bearer(user.token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** The audit rows of one changed entity, oldest first. */
export function auditRowsFor(db: Kysely<Database>, entity: string, entityId: number) {
  return db
    .selectFrom('audit_log')
    .selectAll()
    .where('entity', '=', entity)
    .where('entity_id', '=', entityId)
    .orderBy('id')
    .execute();
}
