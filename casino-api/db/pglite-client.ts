import path from 'node:path';
import { Worker } from 'node:worker_threads';

/*
 * PGlite in a worker thread. Two reasons: its WASM work no longer blocks the HTTP event loop,
 * and it runs in plain Node — inside Jest's module sandbox PGlite's dynamic import() of Node
 * built-ins fails without --experimental-vm-modules. Offers the slice of PGlite's API that
 * kysely-pglite-dialect uses (query, close) plus exec for migrations.
 */

export interface PgliteResult {
  rows: Record<string, unknown>[];
  affectedRows: number;
}

interface Reply {
  id: number;
  result?: unknown;
  error?: { message: string; code?: string; constraint?: string; detail?: string };
}

export class PgliteWorkerClient {
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  private nextId = 1;
  readonly waitReady: Promise<void>;

  constructor(dir?: string) {
    this.worker = new Worker(path.join(__dirname, 'pglite-worker.mjs'), { workerData: { dir } });
    this.waitReady = new Promise<void>((resolve, reject) =>
      this.pending.set(0, { resolve: () => resolve(), reject }),
    );
    this.worker.on('message', (reply: Reply) => this.settle(reply));
    this.worker.on('error', (error) => this.failAll(error));
    this.worker.on('exit', (code) => this.failAll(new Error(`PGlite worker exited with code ${code}`)));
  }

  query(sql: string, params: unknown[] = []): Promise<PgliteResult> {
    return this.send('query', sql, params) as Promise<PgliteResult>;
  }

  exec(sql: string): Promise<PgliteResult[]> {
    return this.send('exec', sql) as Promise<PgliteResult[]>;
  }

  async close(): Promise<void> {
    try {
      await this.send('close');
    } finally {
      await this.worker.terminate();
    }
  }

  private send(op: string, sql?: string, params?: unknown[]): Promise<unknown> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, op, sql, params });
    });
  }

  private settle({ id, result, error }: Reply): void {
    const waiter = this.pending.get(id);
    if (!waiter) return;
    this.pending.delete(id);
    if (!error) return waiter.resolve(result);
    // keep SQLSTATE and constraint so callers can tell a unique violation from a crash
    waiter.reject(
      Object.assign(new Error(error.message), {
        code: error.code,
        constraint: error.constraint,
        detail: error.detail,
      }),
    );
  }

  private failAll(error: Error): void {
    for (const waiter of this.pending.values()) waiter.reject(error);
    this.pending.clear();
  }
}
