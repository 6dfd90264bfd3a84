import 'server-only';
import type { NextRequest } from 'next/server';
import { IDEMPOTENCY_HEADER } from '../casino/contract';
import { AppError } from '../errors';

/*
 * Money submits carry an Idempotency-Key the browser made for that submit (docs/security.md): it goes
 * upstream as it is, so a retry after a timeout cannot pay twice. Without one the BFF refuses the
 * call rather than risk a double payment; the browser always sends one (lib/bff/submit-key.ts).
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function idempotencyKeyOf(req: NextRequest): string {
  const key = req.headers.get(IDEMPOTENCY_HEADER)?.trim() ?? '';
  if (!UUID.test(key)) throw new AppError('validation', { fieldErrors: { error: ['idempotencyKey'] } });
  return key.toLowerCase();
}
