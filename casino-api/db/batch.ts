/*
 * Concurrent one-row statements of one kind, run as one statement (docs/performance.md, login under
 * load). PGlite runs one statement at a time, and each costs about a millisecond of fixed work (parse,
 * describe, bind, execute, sync through WASM) however small it is: 200 logins at once queued 400 such
 * statements behind each other, and a multi-row one does the same work in a few. On PostgreSQL it
 * saves the round trips the same way.
 *
 * A call made while no statement of its kind runs goes at once, alone, so a quiet server waits for
 * nothing. Calls made while one runs are gathered and go together as soon as it ends, up to
 * MAX_BATCH keys per statement. A statement that fails for several calls is run again for each call
 * alone, so one bad key (a row that breaks a constraint) fails only its own caller.
 */

export const MAX_BATCH = 100;

/** `run` answers one value per key, in the order of the keys. */
export type BatchRun<K, V> = (keys: readonly K[]) => Promise<V[]>;

interface Waiter<K, V> {
  key: K;
  resolve(value: V): void;
  reject(error: unknown): void;
}

export function batched<K, V>(run: BatchRun<K, V>, maxBatch = MAX_BATCH): (key: K) => Promise<V> {
  const queue: Waiter<K, V>[] = [];
  let running = false;

  async function drain(): Promise<void> {
    running = true;
    try {
      while (queue.length > 0) await settle(queue.splice(0, maxBatch));
    } finally {
      running = false;
    }
  }

  async function settle(batch: Waiter<K, V>[]): Promise<void> {
    try {
      const values = await run(batch.map((w) => w.key));
      if (values.length !== batch.length)
        throw new Error(`batch of ${batch.length} answered ${values.length}`);
      batch.forEach((w, i) => w.resolve(values[i]!));
    } catch (error) {
      if (batch.length === 1) return batch[0]!.reject(error);
      // one by one, so only the call that breaks the statement sees it fail
      for (const w of batch) await settle([w]);
    }
  }

  return (key) =>
    new Promise<V>((resolve, reject) => {
      queue.push({ key, resolve, reject });
      if (!running) void drain();
    });
}

/**
 * One batcher per database handle: tests and the ops suite run several APIs, each with its own
 * database, in one process, and their statements must never mix.
 */
export function batchedPerHandle<H extends object, K, V>(
  make: (handle: H) => BatchRun<K, V>,
  maxBatch = MAX_BATCH,
): (handle: H, key: K) => Promise<V> {
  const byHandle = new WeakMap<H, (key: K) => Promise<V>>();
  return (handle, key) => {
    let call = byHandle.get(handle);
    if (!call) byHandle.set(handle, (call = batched(make(handle), maxBatch)));
    return call(key);
  };
}
