import { AppError } from '@/lib/errors';
import { isOutcomeUnknown, newKey, SubmitKeys } from '@/lib/bff/submit-key';

describe('SubmitKeys (the Idempotency-Key of money submits)', () => {
  it('gives the same key for the same submit until it is settled', () => {
    const keys = new SubmitKeys();
    const first = keys.keyFor('/requests/withdraw', { amount: '500' });
    expect(keys.keyFor('/requests/withdraw', { amount: '500' })).toBe(first);
    keys.settle();
    expect(keys.keyFor('/requests/withdraw', { amount: '500' })).not.toBe(first);
  });

  it('gives a new key for another body or another path', () => {
    const keys = new SubmitKeys();
    const first = keys.keyFor('/requests/withdraw', { amount: '500' });
    expect(keys.keyFor('/requests/withdraw', { amount: '600' })).not.toBe(first);
    expect(keys.keyFor('/requests/deposit', { amount: '600' })).not.toBe(
      keys.keyFor('/requests/withdraw', { amount: '600' }),
    );
  });

  it('treats lost answers as unknown outcomes and refusals as definite', () => {
    for (const code of [
      'upstream_timeout',
      'upstream_unavailable',
      'upstream_contract',
      'network',
      'unknown',
    ] as const) {
      expect(isOutcomeUnknown(new AppError(code))).toBe(true);
    }
    for (const code of [
      'validation',
      'unauthorized',
      'forbidden',
      'rate_limited',
      'maintenance',
      'payload_too_large',
    ] as const) {
      expect(isOutcomeUnknown(new AppError(code))).toBe(false);
    }
  });

  it('makes v4 UUIDs even where crypto.randomUUID is missing (plain-http pages)', () => {
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const keys = new Set(Array.from({ length: 50 }, newKey));
      expect(keys.size).toBe(50);
      for (const key of keys)
        expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
