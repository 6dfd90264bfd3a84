import type { AppError, ErrorCode } from '../errors';

/*
 * Idempotency keys in the browser (docs/security.md): one key per money submit, made here, sent as the
 * Idempotency-Key header. Submitting the same thing again — a retry after a timeout — reuses the
 * key, so the upstream answers the first attempt's result instead of paying twice. Only a definite
 * answer (success or refusal) ends the submit; the next one then gets a new key.
 */

/** Errors after which nobody knows whether the money moved: the request may have been done. */
const UNKNOWN_OUTCOME: readonly ErrorCode[] = [
  'upstream_timeout',
  'upstream_unavailable',
  'upstream_contract',
  'network',
  'unknown',
];

export function isOutcomeUnknown(error: AppError): boolean {
  return UNKNOWN_OUTCOME.includes(error.code);
}

export class SubmitKeys {
  private readonly keys = new Map<string, string>();

  /** The key for this request: the one already made for the same path and body, else a new one. */
  keyFor(path: string, body: unknown): string {
    const fingerprint = `${path}\n${JSON.stringify(body ?? null)}`;
    let key = this.keys.get(fingerprint);
    if (!key) {
      key = newKey();
      // Another body is another submit: an older unsettled one is not retried from here any more.
      this.keys.clear();
      this.keys.set(fingerprint, key);
    }
    return key;
  }

  /** The answer was definite: the next submit, even with the same body, is a new operation. */
  settle(): void {
    this.keys.clear();
  }
}

/** A v4 UUID; crypto.randomUUID exists only in secure contexts, getRandomValues everywhere. */
export function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
