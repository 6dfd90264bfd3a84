import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { limits } from '../config';
import type { OtpPurpose } from '../db/schema';
import type { Deps } from '../deps';
import { fieldError } from '../http/errors';
import { messages, smsMessages } from '../http/messages';
import { addSeconds } from './time';

/*
 * One-time codes: 6 digits, 5 minutes, 5 attempts (brief). Delivered through sms_outbox, which a
 * real SMS gateway would drain; the operator API lets staff and tests read it.
 */

export type OtpCheck = 'ok' | 'wrong' | 'expired';

/**
 * What the phone receives. 'code' is the real SMS. For a phone that must not be confirmed as
 * registered or not (no account enumeration, docs/security.md) a code is still stored, so the next step
 * counts attempts and expires exactly as for a real one, but the SMS is a notice ('already-registered') or
 * nothing ('none').
 */
export type OtpDelivery = 'code' | 'already-registered' | 'none';

const hashCode = (phone: string, code: string) => createHash('sha256').update(`${phone}:${code}`).digest();

/**
 * What the OTP step shows (the `otp` extension of register/phone and reset-password/start,
 * casino-api/README.md "OTP reference and resend"): the reference the SMS carries, and how long until
 * a new code may be asked for and until this one expires. Identical whatever the delivery, so it tells
 * nobody whether the phone has an account.
 */
export interface OtpInfo {
  ref: string;
  resend_after: number;
  expires_in: number;
}

// no I or O: read aloud to support staff, they are taken for 1 and 0
const REF_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const newRef = () => Array.from({ length: 4 }, () => REF_LETTERS[randomInt(0, REF_LETTERS.length)]).join('');

export async function sendOtp(
  deps: Deps,
  phone: string,
  purpose: OtpPurpose,
  delivery: OtpDelivery = 'code',
): Promise<OtpInfo> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const ref = newRef();
  const now = deps.clock();
  const minutes = limits.otpSeconds / 60;
  await deps.db.transaction().execute(async (trx) => {
    // a new code replaces the old one, so only the latest SMS works
    await trx
      .updateTable('otps')
      .set({ consumed_at: now })
      .where('phone', '=', phone)
      .where('purpose', '=', purpose)
      .where('consumed_at', 'is', null)
      .execute();
    await trx
      .insertInto('otps')
      .values({
        phone,
        purpose,
        code_hash: hashCode(phone, code).toString('hex'),
        ref,
        expires_at: addSeconds(now, limits.otpSeconds),
        created_at: now,
      })
      .execute();
    if (delivery === 'none') return;
    const site = deps.config.site.name;
    const message =
      delivery === 'code' ? smsMessages.otp(code, ref, minutes, site) : smsMessages.alreadyRegistered(site);
    await trx.insertInto('sms_outbox').values({ phone, message, created_at: now }).execute();
    // In development the SMS also shows in the API's log, so a developer needs no SMS gateway
    // (casino-api/README.md). Not under Jest (NODE_ENV=test): tests read codes from sms_outbox,
    // and a passing run prints nothing.
    const env = process.env.NODE_ENV;
    if (env !== 'production' && env !== 'test') console.log(`[casino-api] SMS to ${phone}: ${message}`);
  });
  return { ref, resend_after: limits.otpResendSeconds, expires_in: limits.otpSeconds };
}

/**
 * A new code on the player's request, with its own limits (casino-api/README.md "OTP reference and
 * resend"): not before otpResendSeconds after the last one, and at most otpSendsPerHour codes per phone
 * and purpose in an hour. The new code replaces the old one, as any send does.
 */
export async function resendOtp(
  deps: Deps,
  phone: string,
  purpose: OtpPurpose,
  delivery: OtpDelivery,
): Promise<OtpInfo> {
  const now = deps.clock();
  const recent = await deps.db
    .selectFrom('otps')
    .select('created_at')
    .where('phone', '=', phone)
    .where('purpose', '=', purpose)
    .where('created_at', '>', addSeconds(now, -60 * 60))
    .orderBy('id', 'desc')
    .execute();
  const last = recent[0]?.created_at;
  if (last && addSeconds(new Date(last), limits.otpResendSeconds) > now)
    throw fieldError('otp', messages.otpResendEarly);
  if (recent.length >= limits.otpSendsPerHour) throw fieldError('otp', messages.otpResendTooMany);
  return sendOtp(deps, phone, purpose, delivery);
}

/** Checks the latest code; `consume` false lets a multi-step flow check it again later. */
export async function checkOtp(
  deps: Deps,
  phone: string,
  purpose: OtpPurpose,
  code: string,
  consume = true,
): Promise<OtpCheck> {
  const now = deps.clock();
  // the attempt is counted before comparing, atomically, so parallel guesses cannot exceed the limit
  const row = await deps.db
    .updateTable('otps')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', (eb) =>
      eb
        .selectFrom('otps')
        .select(eb.fn.max('id').as('id'))
        .where('phone', '=', phone)
        .where('purpose', '=', purpose)
        .where('consumed_at', 'is', null),
    )
    .where('attempts', '<', limits.otpAttempts)
    .where('expires_at', '>', now)
    .returning(['id', 'code_hash'])
    .executeTakeFirst();
  if (!row) return 'expired';
  const expected = Buffer.from(row.code_hash, 'hex');
  if (!timingSafeEqual(hashCode(phone, code), expected)) return 'wrong';
  if (consume) await deps.db.updateTable('otps').set({ consumed_at: now }).where('id', '=', row.id).execute();
  return 'ok';
}
