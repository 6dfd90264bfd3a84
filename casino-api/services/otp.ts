import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { limits } from '../config';
import type { OtpPurpose } from '../db/schema';
import type { Deps } from '../deps';
import { smsMessages } from '../http/messages';
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

export async function sendOtp(
  deps: Deps,
  phone: string,
  purpose: OtpPurpose,
  delivery: OtpDelivery = 'code',
): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
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
        expires_at: addSeconds(now, limits.otpSeconds),
        created_at: now,
      })
      .execute();
    if (delivery === 'none') return;
    const site = deps.config.site.name;
    const message =
      delivery === 'code' ? smsMessages.otp(code, minutes, site) : smsMessages.alreadyRegistered(site);
    await trx.insertInto('sms_outbox').values({ phone, message, created_at: now }).execute();
    // In development the SMS also shows in the API's log, so a developer needs no SMS gateway
    // (casino-api/README.md). Not under Jest (NODE_ENV=test): tests read codes from sms_outbox,
    // and a passing run prints nothing.
    const env = process.env.NODE_ENV;
    if (env !== 'production' && env !== 'test') console.log(`[casino-api] SMS to ${phone}: ${message}`);
  });
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
