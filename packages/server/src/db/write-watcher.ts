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

  onWrite(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** A change made outside this process was noticed (a restore): the same as a write. */
  announce(): void {
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
