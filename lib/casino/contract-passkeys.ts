import { z } from 'zod';
import { upstreamDateTime } from './contract-entities';
import { INVISIBLE_OR_BIDI } from './contract-fields';

/*
 * Optional extension beyond spec §7: passkeys (WebAuthn) and the proof of the player they give
 * (casino-api/README.md, "Passkeys"; docs/security.md, "Passkeys and step-up"). The upstream issues the
 * tokens, so it also keeps the credentials and checks every ceremony; the site only carries the
 * browser's JSON to it. An operator's backend may lack all of it: the site asks `passkeySupport` and
 * hides passkeys when the answer is 404 (app/api/passkeys/support).
 *
 * WebAuthn's own JSON (the options a browser is given, the credential it answers with) travels as it
 * is: its shape is the W3C's (WebAuthn Level 3, §5.1 toJSON), checked by the verifying library on the
 * upstream, not re-described here. Only its size is bounded (the BFF's 16 KB body cap).
 */

const webauthnJson = z.record(z.string(), z.unknown());
/** A ceremony's challenge, as the upstream keeps it: one use, a few minutes. */
const challengeId = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);
const passkeyId = z.union([z.number().int(), z.string().min(1)]).transform((v) => String(v));
// a name the member reads back in lists and notices: no zero-width or direction-control characters
// that could make one passkey look like another (docs/security.md, input)
export const passkeyNameField = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .refine((s) => !INVISIBLE_OR_BIDI.test(s), 'nameInvalid');

export const passkeySchema = z.object({
  id: passkeyId,
  name: z.string(),
  /** `singleDevice` or `multiDevice` (synced, e.g. by a phone's password manager). */
  device_type: z.enum(['singleDevice', 'multiDevice']),
  backed_up: z.boolean(),
  created_at: upstreamDateTime,
  last_used_at: upstreamDateTime.nullable(),
});

const ceremonySchema = z.object({ challenge_id: challengeId, options: webauthnJson });
const answerBody = z.object({ challenge_id: challengeId, response: webauthnJson }).strict();

/** Spread into `contract` (contract.ts). */
export const passkeysContract = {
  /** Whether the upstream keeps passkeys at all, and for which relying party. */
  passkeySupport: {
    method: 'GET',
    path: '/passkeys',
    encoding: 'none',
    auth: 'none',
    extension: true,
    request: z.object({}).strict(),
    response: z.object({ data: z.object({ rp_id: z.string().min(1) }) }),
  },
  passkeys: {
    method: 'GET',
    path: '/customers/passkeys',
    encoding: 'none',
    auth: 'member',
    extension: true,
    request: z.object({}).strict(),
    response: z.object({ data: z.array(passkeySchema) }),
  },
  /** Options for navigator.credentials.create(): a discoverable credential with user verification. */
  passkeyRegistrationOptions: {
    method: 'POST',
    path: '/customers/passkeys/options',
    encoding: 'json',
    auth: 'member',
    extension: true,
    request: z.object({}).strict(),
    response: z.object({ data: ceremonySchema }),
  },
  passkeyRegister: {
    method: 'POST',
    path: '/customers/passkeys',
    encoding: 'json',
    auth: 'member',
    extension: true,
    request: answerBody.extend({ name: passkeyNameField }).strict(),
    response: z.object({ data: passkeySchema }),
  },
  passkeyRename: {
    method: 'POST',
    path: '/customers/passkeys/{id}/rename',
    encoding: 'json',
    auth: 'member',
    extension: true,
    request: z.object({ name: passkeyNameField }).strict(),
    response: z.object({ data: passkeySchema }),
  },
  passkeyRemove: {
    method: 'POST',
    path: '/customers/passkeys/{id}/delete',
    encoding: 'json',
    auth: 'member',
    extension: true,
    request: z.object({}).strict(),
    response: z.object({ success: z.literal(true) }),
  },
  /** Options for navigator.credentials.get(): no allowed list, so the phone offers its own passkeys. */
  passkeyAuthenticationOptions: {
    method: 'POST',
    path: '/passkeys/authentication/options',
    encoding: 'json',
    auth: 'none',
    extension: true,
    request: z.object({}).strict(),
    response: z.object({ data: ceremonySchema }),
  },
  /** Sign-in with a passkey: a member token as spec §7 login gives, and whose it is. */
  passkeyLogin: {
    method: 'POST',
    path: '/passkeys/authentication',
    encoding: 'json',
    auth: 'none',
    extension: true,
    request: answerBody,
    response: z.object({
      access_token: z.string().min(1),
      expires_in: z.number().int().positive(),
      phone: z.string().min(1),
      passkey_id: passkeyId,
    }),
  },
  /** A signed-in member proves themselves again (step-up): the passkey must be their own. */
  passkeyVerify: {
    method: 'POST',
    path: '/customers/passkeys/verify',
    encoding: 'json',
    auth: 'member',
    extension: true,
    request: answerBody,
    response: z.object({ data: z.object({ passkey_id: passkeyId }) }),
  },
} as const;

export type Passkey = z.output<typeof passkeySchema>;
