import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryId,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

/** The table whose rows the session lookup keeps. */
const WATCHED_TABLE = 'users';

/**
 * Whether a statement may change a users row: any statement that names the table anywhere
 * (a subquery too, to err on the safe side), and any raw SQL, whose tables are unknown.
 */
export function mayWriteUsers(node: RootOperationNode): boolean {
  if (node.kind === 'SelectQueryNode') return false;
  if (node.kind === 'RawNode') return true;
  return namesTable(node, WATCHED_TABLE);
}

/** Whether a statement may change a row of any of `tables` (the same rule as for users). */
export function mayWriteAny(node: RootOperationNode, tables: ReadonlySet<string>): boolean {
  if (node.kind === 'SelectQueryNode') return false;
  if (node.kind === 'RawNode') return true;
  return namesAnyTable(node, tables);
}

/** One walk of the statement for any of `tables` (a save's rows make a long tree). */
function namesAnyTable(node: unknown, tables: ReadonlySet<string>): boolean {
  if (Array.isArray(node)) return node.some((child) => namesAnyTable(child, tables));
  if (!node || typeof node !== 'object') return false;
  const operation = node as OperationNode & { table?: { identifier?: { name?: unknown } } };
  if (operation.kind === 'TableNode') {
    const name = operation.table?.identifier?.name;
    return typeof name === 'string' && tables.has(name);
  }
  if (operation.kind === 'RawNode') return true;
  return Object.values(node).some((child) => namesAnyTable(child, tables));
}

function namesTable(node: unknown, table: string): boolean {
  if (Array.isArray(node)) return node.some((child) => namesTable(child, table));
  if (!node || typeof node !== 'object') return false;
  const operation = node as OperationNode & { table?: { identifier?: { name?: unknown } } };
  if (operation.kind === 'TableNode') return operation.table?.identifier?.name === table;
  if (operation.kind === 'RawNode') return true;
  return Object.values(node).some((child) => namesTable(child, table));
}

/**
 * Tells listeners that this process is about to write, and has written, to the users
 * table (or may have: raw SQL). The session lookup drops its rows on it, so a logout, a
 * password reset or a role change made through the app is seen by the very next request,
 * while the many writes that leave users alone (a character saved) keep its rows.
 */
export class WriteWatcher implements KyselyPlugin {
  readonly #listeners = new Set<() => void>();
  readonly #usersWrites = new WeakSet<QueryId>();
  readonly #userListeners = new Set<(userId: number) => void>();
  readonly #tableWatches = new Set<{ tables: ReadonlySet<string>; listener: () => void }>();
  readonly #tableWrites = new WeakMap<QueryId, (() => void)[]>();
  #trusted = true;

  /**
   * Told, before and after, of every write this process makes that may change a row of one
   * of `tables`, and of every change announced from outside (a restore, the feed's state).
   */
  onWriteTo(tables: ReadonlySet<string>, listener: () => void): () => void {
    const watch = { tables, listener };
    this.#tableWatches.add(watch);
    return () => this.#tableWatches.delete(watch);
  }

  onWrite(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Told when another process changed one user's row (the change feed on PostgreSQL). */
  onUserChange(listener: (userId: number) => void): () => void {
    this.#userListeners.add(listener);
    return () => this.#userListeners.delete(listener);
  }

  /** A change made outside this process was noticed (a restore): the same as a write. */
  announce(): void {
    this.#notify();
  }

  /** Another process changed this user's row: only caches of that row need to go. */
  announceUser(userId: number): void {
    for (const listener of this.#userListeners) listener(userId);
  }

  /**
   * Whether rows read now may be kept: false while changes made by other processes could
   * go unnoticed (the change feed lost its connection). Leaving either state is announced
   * as a change, so nothing kept from before is served after.
   */
  get trusted(): boolean {
    return this.#trusted;
  }

  set trusted(value: boolean) {
    this.#trusted = value;
    this.#notify();
  }

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    if (mayWriteUsers(node)) {
      this.#usersWrites.add(queryId);
      this.#notify();
    }
    if (this.#tableWatches.size > 0 && node.kind !== 'SelectQueryNode') {
      const told: (() => void)[] = [];
      for (const { tables, listener } of this.#tableWatches) {
        if (mayWriteAny(node, tables)) told.push(listener);
      }
      if (told.length > 0) {
        this.#tableWrites.set(queryId, told);
        for (const listener of told) listener();
      }
    }
    return node;
  }

  async transformResult({
    result,
    queryId,
  }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    // Again after the statement ran: a read that slipped in between must not survive it.
    if (this.#usersWrites.has(queryId)) {
      this.#usersWrites.delete(queryId);
      this.#notify();
    }
    const told = this.#tableWrites.get(queryId);
    if (told) {
      this.#tableWrites.delete(queryId);
      for (const listener of told) listener();
    }
    return result;
  }

  #notify(): void {
    for (const listener of this.#listeners) listener();
    for (const { listener } of this.#tableWatches) listener();
  }
}
