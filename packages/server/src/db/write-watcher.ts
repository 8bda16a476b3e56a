import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

/**
 * Tells listeners that this process is about to write, and has written, to the database:
 * any query that is not a plain select. In-process caches of rows (the session lookup)
 * drop their entries on it, so a change made through the app is seen by the very next
 * request.
 */
export class WriteWatcher implements KyselyPlugin {
  readonly #listeners = new Set<() => void>();
  readonly #userListeners = new Set<(userId: number) => void>();
  #trusted = true;

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

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    if (node.kind !== 'SelectQueryNode') this.#notify();
    return node;
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    // Again after the statement ran: a read that slipped in between must not survive it.
    if (result.numAffectedRows !== undefined && result.numAffectedRows > 0n) this.#notify();
    return result;
  }

  #notify(): void {
    for (const listener of this.#listeners) listener();
  }
}
