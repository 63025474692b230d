import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite, Transaction } from '@electric-sql/pglite';

export const OUTSIDE_TRANSACTION =
  'a statement on the database itself, sent from inside one of its transactions: on the embedded database, ' +
  'which has one connection, it would wait for that transaction forever; pass the transaction instead';

/**
 * The embedded database has one connection, held by a transaction until it ends: a statement sent from inside a
 * transaction to the database itself, instead of to the transaction (a cache filled with `database.db`, say), would
 * wait for it forever, and every request after it. On PostgreSQL it would take a second connection and work, so
 * only this database shows the mistake: such a statement is refused at once, with what went wrong, and the
 * transaction fails instead of the whole site hanging.
 */
export function refuseStatementsOutsideTheTransaction(client: PGlite): void {
  const inside = new AsyncLocalStorage<{ open: boolean }>();
  const transaction = client.transaction.bind(client);
  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction<T>((tx) => {
      const state = { open: true };
      return inside.run(state, async () => {
        try {
          return await callback(tx);
        } finally {
          // Work the transaction started and left running may use the database once it has ended.
          state.open = false;
        }
      });
    });
  const guard =
    <Args extends unknown[], Result>(statement: (...args: Args) => Promise<Result>) =>
    (...args: Args): Promise<Result> =>
      inside.getStore()?.open ? Promise.reject(new Error(OUTSIDE_TRANSACTION)) : statement(...args);
  client.query = guard(client.query.bind(client)) as PGlite['query'];
  client.exec = guard(client.exec.bind(client));
}
