import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';

/*
 * The BFF request id, visible to the upstream client without threading it through every
 * handler: the client forwards it (x-request-id) so the reference API's log line joins the BFF's,
 * and LOG_LEVEL=debug logs each upstream call's timing under it (docs/operations.md).
 */
const store = new AsyncLocalStorage<{ requestId: string }>();

export function withRequestId<T>(requestId: string, fn: () => Promise<T>): Promise<T> {
  return store.run({ requestId }, fn);
}

export function currentRequestId(): string | undefined {
  return store.getStore()?.requestId;
}
