/*
 * Connections that must be closed when the process exits (the rate limiter's Redis). Kept on
 * globalThis because Next.js loads the instrumentation hook and the route handlers as separate
 * bundles, each with its own copy of this module.
 */
type Hook = () => void;
const KEY = Symbol.for('lobby.shutdownHooks');
const store = globalThis as typeof globalThis & { [KEY]?: Set<Hook> };

export function onProcessExit(hook: Hook): () => void {
  (store[KEY] ??= new Set()).add(hook);
  return () => store[KEY]?.delete(hook);
}

export function runExitHooks(): void {
  for (const hook of store[KEY] ?? []) {
    try {
      hook();
    } catch {
      // a hook that fails must not keep the others from closing their connections
    }
  }
  store[KEY]?.clear();
}

const DRAINING = Symbol.for('lobby.draining');
const flags = globalThis as typeof globalThis & { [DRAINING]?: boolean };

/** Set on SIGTERM: /ready answers 503 so load balancers stop sending traffic here. */
export function markDraining(): void {
  flags[DRAINING] = true;
}

export function isDraining(): boolean {
  return flags[DRAINING] === true;
}
