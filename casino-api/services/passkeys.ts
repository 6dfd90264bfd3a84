import { addNotice } from './notices';
import { randomBytes } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Selectable } from 'kysely';
import { limits } from '../config';
import type { AccountEventKind, PasskeysTable } from '../db/schema';
import type { Deps } from '../deps';
import { ApiError } from '../http/errors';
import { passkeyMessages as m } from '../http/messages';
import { addSeconds, bangkokDateTime } from './time';

/*
 * Passkeys (casino-api/README.md, "Passkeys"; docs/security.md, "Passkeys and step-up"). WebAuthn's
 * checks — the challenge, the origin, the relying party, the signature, user verification — are
 * @simplewebauthn/server's; what is ours is what it leaves to the relying party: one use per challenge,
 * one account per credential, the signature counter (a credential whose counter does not move forward
 * is a clone and is refused, WebAuthn L3 §6.1.1) and the backup-eligibility flag, which is fixed for a
 * credential's life (§6.1.3): a sign-in that reports it changed did not come from the registered key.
 */

type PasskeyRow = Selectable<PasskeysTable>;

export function passkeyView(row: PasskeyRow) {
  return {
    id: row.id,
    name: row.name,
    device_type: row.device_type,
    backed_up: row.backed_up,
    created_at: bangkokDateTime(row.created_at),
    last_used_at: row.last_used_at ? bangkokDateTime(row.last_used_at) : null,
  };
}

export async function listPasskeys({ db }: Deps, customerId: number): Promise<PasskeyRow[]> {
  return db.selectFrom('passkeys').selectAll().where('customer_id', '=', customerId).orderBy('id').execute();
}

async function storeChallenge(
  deps: Deps,
  purpose: 'register' | 'authenticate',
  challenge: string,
  customerId: number | null,
): Promise<string> {
  const now = deps.clock();
  const id = randomBytes(24).toString('base64url');
  // Unused challenges go as new ones come, so the table holds only the last few minutes' ceremonies.
  await deps.db.deleteFrom('passkey_challenges').where('expires_at', '<=', now).execute();
  await deps.db
    .insertInto('passkey_challenges')
    .values({
      id,
      challenge,
      purpose,
      customer_id: customerId,
      expires_at: addSeconds(now, limits.passkeyChallengeSeconds),
    })
    .execute();
  return id;
}

/** Takes a challenge once: a second answer to it (a replay) finds nothing. */
async function takeChallenge(
  deps: Deps,
  id: string,
  purpose: 'register' | 'authenticate',
  customerId: number | null,
): Promise<string> {
  const row = await deps.db
    .deleteFrom('passkey_challenges')
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  const fits =
    row &&
    row.purpose === purpose &&
    row.expires_at > deps.clock() &&
    (customerId === null || row.customer_id === customerId);
  if (!fits) throw new ApiError(422, { message: m.challengeExpired });
  return row.challenge;
}

export async function recordAccountEvent(
  { db, clock }: Deps,
  event: { customerId: number; kind: AccountEventKind; passkeyId: number; detail: string },
): Promise<void> {
  await db
    .insertInto('account_events')
    .values({
      customer_id: event.customerId,
      kind: event.kind,
      passkey_id: event.passkeyId,
      detail: event.detail,
      created_at: clock(),
    })
    .execute();
  // and an account notice, so the member's other sessions are told (casino-api/README.md, "Account
  // notices"); the passkey's own name is what the member recognises it by
  await addNotice(db, { customerId: event.customerId, kind: event.kind, at: clock(), reason: event.detail });
}

const transportsOf = (row: PasskeyRow) =>
  row.transports ? (row.transports.split(',') as AuthenticatorTransport[]) : undefined;

export async function registrationOptions(deps: Deps, customerId: number) {
  const customer = await deps.db
    .selectFrom('customers')
    .select(['phone', 'username', 'name'])
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
  const existing = await listPasskeys(deps, customerId);
  if (existing.length >= limits.passkeysPerMember) throw new ApiError(422, { message: m.tooMany });
  const { rpId, rpName } = deps.config.passkeys;
  const options = await generateRegistrationOptions({
    rpName,
    rpID: rpId,
    // The user handle is what a discoverable credential gives back at sign-in; it names the account
    // without saying anything about the player (WebAuthn L3 §14.6.1: no personal data in it).
    userID: new TextEncoder().encode(`customer:${customerId}`),
    userName: customer.phone,
    userDisplayName: customer.name || customer.username || customer.phone,
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({ id: row.credential_id, transports: transportsOf(row) })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    supportedAlgorithmIDs: [-7, -257],
  });
  const challengeId = await storeChallenge(deps, 'register', options.challenge, customerId);
  return { challenge_id: challengeId, options: { ...options } as Record<string, unknown> };
}

export async function registerPasskey(
  deps: Deps,
  customerId: number,
  input: { challenge_id: string; name: string; response: Record<string, unknown> },
): Promise<PasskeyRow> {
  const expectedChallenge = await takeChallenge(deps, input.challenge_id, 'register', customerId);
  const { rpId, origins } = deps.config.passkeys;
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response: input.response as unknown as RegistrationResponseJSON,
      expectedChallenge,
      expectedOrigin: origins,
      expectedRPID: rpId,
      requireUserVerification: true,
    });
  } catch {
    throw new ApiError(422, { message: m.notVerified });
  }
  if (!verification.verified) throw new ApiError(422, { message: m.notVerified });
  const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
  const taken = await deps.db
    .selectFrom('passkeys')
    .select('id')
    .where('credential_id', '=', credential.id)
    .executeTakeFirst();
  if (taken) throw new ApiError(422, { message: m.alreadyRegistered });
  const row = await deps.db
    .insertInto('passkeys')
    .values({
      customer_id: customerId,
      credential_id: credential.id,
      public_key: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      device_type: credentialDeviceType,
      backed_up: credentialBackedUp,
      transports: credential.transports?.length ? credential.transports.join(',') : null,
      name: input.name,
      created_at: deps.clock(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordAccountEvent(deps, {
    customerId,
    kind: 'passkey_added',
    passkeyId: row.id,
    detail: row.name,
  });
  return row;
}

export async function renamePasskey(
  deps: Deps,
  customerId: number,
  id: number,
  name: string,
): Promise<PasskeyRow> {
  const row = await deps.db
    .updateTable('passkeys')
    .set({ name })
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new ApiError(404, { message: m.notFound });
  return row;
}

export async function removePasskey(deps: Deps, customerId: number, id: number): Promise<void> {
  const row = await deps.db
    .deleteFrom('passkeys')
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new ApiError(404, { message: m.notFound });
  await recordAccountEvent(deps, {
    customerId,
    kind: 'passkey_removed',
    passkeyId: row.id,
    detail: row.name,
  });
}

export async function authenticationOptions(deps: Deps) {
  const options = await generateAuthenticationOptions({
    rpID: deps.config.passkeys.rpId,
    userVerification: 'required',
  });
  const challengeId = await storeChallenge(deps, 'authenticate', options.challenge, null);
  return { challenge_id: challengeId, options: { ...options } as Record<string, unknown> };
}

/**
 * Checks a sign-in answer and moves the credential's counter: the passkey it proved. `customerId`
 * set (a step-up) means the passkey must be that member's.
 */
export async function verifyPasskey(
  deps: Deps,
  input: { challenge_id: string; response: Record<string, unknown> },
  customerId: number | null,
): Promise<PasskeyRow> {
  const expectedChallenge = await takeChallenge(deps, input.challenge_id, 'authenticate', null);
  const response = input.response as unknown as AuthenticationResponseJSON;
  const credentialId = typeof response.id === 'string' ? response.id : '';
  const row = credentialId
    ? await deps.db
        .selectFrom('passkeys')
        .selectAll()
        .where('credential_id', '=', credentialId)
        .executeTakeFirst()
    : undefined;
  // A passkey nobody has (or no longer has: removed) and another member's are refused alike.
  if (!row || (customerId !== null && row.customer_id !== customerId))
    throw new ApiError(401, { message: m.unknownPasskey });
  const { rpId, origins } = deps.config.passkeys;
  let verification;
  try {
    verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge,
      expectedOrigin: origins,
      expectedRPID: rpId,
      credential: {
        id: row.credential_id,
        publicKey: Buffer.from(row.public_key, 'base64url'),
        counter: row.counter,
        transports: transportsOf(row),
      },
      requireUserVerification: true,
    });
  } catch (e) {
    // The library refuses a counter that did not move forward: a copy of the key signing alongside
    // the original. Said apart from a bad signature, so staff can tell a clone from a slip.
    if (e instanceof Error && /counter/i.test(e.message)) throw new ApiError(401, { message: m.cloned });
    throw new ApiError(401, { message: m.notVerified });
  }
  const info = verification.authenticationInfo;
  if (!verification.verified || !info.userVerified) throw new ApiError(401, { message: m.notVerified });
  if (info.credentialDeviceType !== row.device_type) throw new ApiError(401, { message: m.cloned });
  const used = await deps.db
    .updateTable('passkeys')
    .set({ counter: info.newCounter, backed_up: info.credentialBackedUp, last_used_at: deps.clock() })
    .where('id', '=', row.id)
    // the counter moves forward once: two answers racing with the same count cannot both pass
    .where('counter', '=', row.counter)
    .returningAll()
    .executeTakeFirst();
  if (!used) throw new ApiError(401, { message: m.cloned });
  return used;
}
