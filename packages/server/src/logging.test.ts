import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestLogger } from './logging';

describe('a request logger', () => {
  const apps: ReturnType<typeof Fastify>[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  function appLoggingAt(level: string, lines: Record<string, unknown>[]) {
    const stream = { write: (line: string) => lines.push(JSON.parse(line)) };
    const app = Fastify({ logger: { level, stream }, childLoggerFactory: requestLogger });
    apps.push(app);
    app.get('/quiet', async (request) => {
      request.log.info('below the level');
      request.log.debug({ detail: 1 }, 'far below the level');
      return { ok: true };
    });
    app.get('/loud', async (request) => {
      request.log.warn({ character: 7 }, 'worth a line');
      request.log.error('and another');
      return { ok: true };
    });
    return app;
  }

  it('makes no child logger for a request that writes nothing at the level', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = appLoggingAt('warn', lines);
    await app.ready();
    const child = vi.spyOn(app.log, 'child');
    const res = await app.inject({ method: 'GET', url: '/quiet' });
    expect(res.statusCode).toBe(200);
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
  });

  it("writes what a request logs at the level, bound to the request's id", async () => {
    const lines: Record<string, unknown>[] = [];
    const app = appLoggingAt('warn', lines);
    await app.ready();
    const child = vi.spyOn(app.log, 'child');
    await app.inject({ method: 'GET', url: '/loud' });
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines).toEqual([
      expect.objectContaining({ level: 40, reqId: 'req-1', character: 7, msg: 'worth a line' }),
      expect.objectContaining({ level: 50, reqId: 'req-1', msg: 'and another' }),
    ]);
  });

  it('writes the request lines and every line below warn when the level asks for them', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = appLoggingAt('debug', lines);
    await app.inject({ method: 'GET', url: '/quiet' });
    expect(lines.map((line) => [line.reqId, line.msg])).toEqual([
      ['req-1', 'incoming request'],
      ['req-1', 'below the level'],
      ['req-1', 'far below the level'],
      ['req-1', 'request completed'],
    ]);
    expect(lines[2]).toMatchObject({ detail: 1 });
  });

  it('passes a child of its own on with both bindings', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = appLoggingAt('warn', lines);
    app.get('/nested', async (request) => {
      request.log.child({ job: 'mail' }).warn('from a child');
      return { ok: true };
    });
    await app.inject({ method: 'GET', url: '/nested' });
    expect(lines).toEqual([expect.objectContaining({ reqId: 'req-1', job: 'mail' })]);
  });
});
