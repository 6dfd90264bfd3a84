import 'server-only';
import { config } from '../config';
import { AppError } from '../errors';
import type { SessionRecord } from './records';

/*
 * Step-up (docs/security.md, "Passkeys and step-up"; OWASP ASVS 5.0 V7.5.1, V7.5.3): a withdrawal,
 * adding or removing a passkey and signing other devices out need the member to have proved themselves
 * on this session within the last 10 minutes — at sign-in or by a step-up since. The server decides
 * from the session record; the browser only asks for the proof when told `step_up_required`. Sessions
 * idle out after 30 minutes anyway (SESSION_IDLE_MINUTES), so no such action follows 30 idle minutes
 * without a fresh proof either (Brazil's SPA Portaria 722/2024, re-authentication before money moves).
 */

/** STEP_UP_SECONDS, 10 minutes unless configured (lib/config.ts). */
export function stepUpWindowMs(): number {
  return config().stepUpWindowMs;
}

/** When the member last proved themselves here; a record from before step-up counts its sign-in. */
export function lastProofAt(record: SessionRecord): number {
  return record.provedAt ?? record.createdAt;
}

export function hasFreshProof(record: SessionRecord, now = Date.now()): boolean {
  return now - lastProofAt(record) <= stepUpWindowMs();
}

/** Throws the typed refusal the browser turns into the proof prompt. */
export function requireFreshProof(record: SessionRecord, now = Date.now()): void {
  if (!hasFreshProof(record, now)) throw new AppError('step_up_required');
}
