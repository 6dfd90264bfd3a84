// PGlite host for db/pglite-client.ts. Plain JavaScript on purpose: a worker thread is started by
// Node itself, outside tsx and Jest's module sandbox (where PGlite's own dynamic imports fail).
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

// BIGINT and NUMERIC as JS numbers: satang amounts and their sums stay far below 2^53
const parsers = { 20: Number, 1700: Number };
const db = workerData.dir ? new PGlite(workerData.dir, { parsers }) : new PGlite({ parsers });

const plain = (r) => ({ rows: r.rows, affectedRows: r.affectedRows ?? 0 });
const describe = (error) => ({
  message: error?.message ?? String(error),
  code: error?.code,
  constraint: error?.constraint,
  detail: error?.detail,
});

db.waitReady.then(
  () => parentPort.postMessage({ id: 0, result: 'ready' }),
  (error) => parentPort.postMessage({ id: 0, error: describe(error) }),
);

parentPort.on('message', async ({ id, op, sql, params }) => {
  try {
    let result = null;
    if (op === 'query') result = plain(await db.query(sql, params));
    else if (op === 'exec') result = (await db.exec(sql)).map(plain);
    else if (op === 'close') await db.close();
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: describe(error) });
  }
});
