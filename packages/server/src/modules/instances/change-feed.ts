import pg from 'pg';

/** The channels the triggers of migrations 0040, 0048 and 0055 notify on. */
export const RULES_CHANNEL = 'club_rules';
export const SESSIONS_CHANNEL = 'club_sessions';
export const RESTORE_CHANNEL = 'club_restore';
/** Migration 0055: any write to events or sign-ups. */
export const EVENTS_CHANNEL = 'club_events';

/** How often an idle listener proves its connection still carries notices. */
export const FEED_CHECK_MS = 5_000;
/** A check that takes longer than this counts as a lost connection. */
const CHECK_TIMEOUT_MS = 3_000;
const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 10_000;

/** The listener's name in pg_stat_activity, so an operator (or a test) can find it. */
export function feedApplicationName(pid: number = process.pid): string {
  return `club-change-feed ${pid}`;
}

export interface ChangeFeedOptions {
  url: string;
  /** Some rules data changed, here or elsewhere. */
  onRules: () => void;
  /** An event or a sign-up changed, here or elsewhere. */
  onEvents?: () => void;
  /** One user's session row changed; null: any may have (a truncate). */
  onSession: (userId: number | null) => void;
  /** A restore replaced the data (it bumped the data generation). */
  onRestore: () => void;
  /**
   * The feed went live (true) or was lost (false). While lost, a change made elsewhere
   * would go unnoticed, so caches must not serve what they hold; on going live they must
   * drop it, since notices sent while the feed was down are gone.
   */
  onLive: (live: boolean) => void;
  onError: (error: unknown, message: string) => void;
  checkMs?: number;
}

export interface ChangeFeed {
  readonly live: boolean;
  /** Stops listening and closes the connection; no callback runs after it resolves. */
  stop: () => Promise<void>;
}

/**
 * Listens, on one dedicated connection, for the notices PostgreSQL sends when any writer
 * commits a change to rules data or to a user's session columns, or a restore. A lost connection (an
 * error, its end, or a check that fails) is reported at once and replaced, with a growing
 * pause between attempts. Resolves after the first attempt, whether it worked or not: a
 * server must start even while the listener cannot, serving without caches meanwhile.
 */
export async function startChangeFeed(options: ChangeFeedOptions): Promise<ChangeFeed> {
  const checkMs = options.checkMs ?? FEED_CHECK_MS;
  let client: pg.Client | null = null;
  let live = false;
  let stopped = false;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: NodeJS.Timeout | null = null;
  let checkTimer: NodeJS.Timeout | null = null;
  let checking = false;

  function setLive(value: boolean): void {
    if (live === value || stopped) return;
    live = value;
    options.onLive(value);
  }

  function lose(lost: pg.Client, error: unknown, message: string): void {
    if (client !== lost) return; // An older connection's late event.
    client = null;
    lost.removeAllListeners('notification');
    // Errors after this one belong to a connection already given up.
    lost.on('error', () => {});
    lost.end().catch(() => {});
    if (stopped) return;
    options.onError(error, message);
    setLive(false);
    scheduleConnect();
  }

  function scheduleConnect(): void {
    if (stopped || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect();
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  }

  async function connect(): Promise<void> {
    const next = new pg.Client({
      connectionString: options.url,
      application_name: feedApplicationName(),
      connectionTimeoutMillis: CHECK_TIMEOUT_MS,
      keepAlive: true,
    });
    client = next;
    next.on('error', (error) => lose(next, error, 'The change feed lost its connection'));
    next.on('end', () =>
      lose(next, new Error('connection ended'), 'The change feed lost its connection'),
    );
    next.on('notification', ({ channel, payload }) => {
      if (client !== next || stopped) return;
      if (channel === RULES_CHANNEL) options.onRules();
      else if (channel === EVENTS_CHANNEL) options.onEvents?.();
      else if (channel === SESSIONS_CHANNEL) {
        const id = Number(payload);
        options.onSession(payload && Number.isInteger(id) ? id : null);
      } else if (channel === RESTORE_CHANNEL) options.onRestore();
    });
    try {
      await next.connect();
      await next.query(
        `listen ${RULES_CHANNEL}; listen ${SESSIONS_CHANNEL}; listen ${RESTORE_CHANNEL}; listen ${EVENTS_CHANNEL}`,
      );
    } catch (error) {
      lose(next, error, 'The change feed could not connect');
      return;
    }
    if (client !== next || stopped) {
      await next.end().catch(() => {});
      return;
    }
    retryMs = FIRST_RETRY_MS;
    setLive(true);
  }

  /** A connection can die without a word (a firewall, a frozen server): prove it answers. */
  async function check(): Promise<void> {
    const current = client;
    if (!current || !live || checking) return;
    checking = true;
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        current.query('select 1'),
        new Promise((_resolve, reject) => {
          timer = setTimeout(() => reject(new Error('no answer to the check')), CHECK_TIMEOUT_MS);
        }),
      ]);
    } catch (error) {
      lose(current, error, 'The change feed stopped answering');
    } finally {
      clearTimeout(timer);
      checking = false;
    }
  }

  await connect();
  checkTimer = setInterval(() => void check(), checkMs);
  checkTimer.unref();

  return {
    get live() {
      return live;
    },
    stop: async () => {
      if (stopped) return;
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      if (checkTimer) clearInterval(checkTimer);
      const last = client;
      client = null;
      live = false;
      if (last) {
        last.removeAllListeners();
        last.on('error', () => {});
        await last.end().catch(() => {});
      }
    },
  };
}
