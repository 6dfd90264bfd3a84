import 'server-only';
import { z } from 'zod';
import { callOptionalUpstream } from '../casino/client';
import { passkeyNameField } from '../casino/contract-passkeys';
import { AppError } from '../errors';

/*
 * The site's side of the passkey extension (casino-api/README.md, "Passkeys"): the upstream keeps the
 * credentials and checks every ceremony; the BFF passes the browser's WebAuthn JSON through, after its
 * own limits (docs/security.md, "Passkeys and step-up").
 */

/** How long one answer to "does the upstream keep passkeys?" is trusted, per site process. */
const SUPPORT_TTL_MS = 60_000;
let support: { available: boolean; until: number } | null = null;

/** Whether the upstream has the extension; an operator's backend without it hides passkeys everywhere. */
export async function passkeysAvailable(now = Date.now()): Promise<boolean> {
  if (support && support.until > now) return support.available;
  const answer = await callOptionalUpstream('passkeySupport');
  support = { available: answer !== null, until: now + SUPPORT_TTL_MS };
  return support.available;
}

/** Tests: forget the cached answer. */
export function resetPasskeySupport(): void {
  support = null;
}

/** A WebAuthn credential as the browser library hands it over: its JSON, bounded, never interpreted here. */
const credentialJson = z
  .object({ id: z.string().min(1).max(1024), type: z.literal('public-key') })
  .catchall(z.unknown());
const challengeId = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);

export const passkeyAnswerSchema = z.object({ challengeId, response: credentialJson }).strict();
export const addPasskeySchema = passkeyAnswerSchema.extend({ name: passkeyNameField }).strict();
export const renamePasskeySchema = z.object({ name: passkeyNameField }).strict();

/** A passkey id from the path: the upstream's, so only its shape is checked here. */
export function passkeyIdParam(raw: string | undefined): string {
  if (!raw || !/^[A-Za-z0-9_-]{1,40}$/.test(raw)) throw new AppError('not_found');
  return raw;
}

/** An upstream without the extension answers 404: the site says so the same way everywhere. */
export function requireExtension<T>(answer: T | null): T {
  if (answer === null) throw new AppError('not_found');
  return answer;
}
