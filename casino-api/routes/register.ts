import type { Hono } from 'hono';
import { contract } from '../../lib/casino/contract';
import { normaliseBank } from '../banks';
import { limits } from '../config';
import { isUniqueViolation } from '../db/errors';
import type { Deps } from '../deps';
import { fieldError } from '../http/errors';
import { messages } from '../http/messages';
import { memberId, mount } from '../http/mount';
import { createCustomer, phoneTaken } from '../services/customers';
import { checkOtp, type OtpCheck, type OtpDelivery, type OtpInfo, resendOtp, sendOtp } from '../services/otp';
import { issueToken, revokeTokenHash } from '../services/tokens';

/* Registration, spec §4: phone → OTP → password (creates the member) → login → bank account. */
export function registerRoutes(app: Hono, deps: Deps): void {
  const { db } = deps;

  /*
   * No account enumeration (docs/security.md): register/phone answers the same whether or not the phone
   * has an account, doing the same statements on both paths. The owner of a registered phone gets an
   * SMS saying so instead of a code, and the OTP step then fails like a wrong code. With OTP_BYPASS on
   * (demo only) the OTP step still tells the two apart: bypassed registration cannot hide what it is
   * allowed to do.
   */
  mount(app, deps, contract.registerPhone, async ({ input }) => {
    const taken = await phoneTaken(db, input.phone);
    // unknown keys are ignored rather than refused: a stale cookie must not block a sign-up
    const affiliate = input.affiliate_key
      ? await db
          .selectFrom('affiliates')
          .select('id')
          .where('affiliate_key', '=', input.affiliate_key)
          .executeTakeFirst()
      : undefined;
    const referrer = input.referral_key
      ? await db
          .selectFrom('customers')
          .select('id')
          .where('referral_key', '=', input.referral_key)
          .executeTakeFirst()
      : undefined;
    const now = deps.clock();
    // when the player confirmed legal age and the terms, kept until the account exists
    // (docs/player-protection.md)
    const row = {
      affiliate_id: affiliate?.id ?? null,
      referrer_id: referrer?.id ?? null,
      age_confirmed_at: input.age_confirmed === 1 ? now : null,
      updated_at: now,
    };
    await db
      .insertInto('registrations')
      .values({ phone: input.phone, ...row })
      .onConflict((oc) => oc.column('phone').doUpdateSet(row))
      .execute();
    // docs/architecture.md §8: the client's no-OTP shortcut only counts when the operator allows it
    const skipSms = deps.config.otpBypass && input.no_otp === 1;
    let otp: OtpInfo | undefined;
    if (taken) otp = await sendOtp(deps, input.phone, 'register', 'already-registered');
    else if (!skipSms) otp = await sendOtp(deps, input.phone, 'register');
    // the `otp` extension (casino-api/README.md) only where a code was asked for, so a registered
    // phone's answer has it exactly when a new phone's would
    return skipSms ? { success: true } : { success: true, otp };
  });

  /*
   * OTP reference and resend (casino-api/README.md): a new code for a started registration, under
   * resendOtp's limits. A registered phone gets the notice again instead of a code, as at register/phone.
   */
  mount(app, deps, contract.registerOtpResend, async ({ input }) => {
    const started = await db
      .selectFrom('registrations')
      .select('phone')
      .where('phone', '=', input.phone)
      .executeTakeFirst();
    if (!started) throw fieldError('phone', messages.phoneNotStarted);
    const delivery: OtpDelivery = (await phoneTaken(db, input.phone)) ? 'already-registered' : 'code';
    return { success: true, otp: await resendOtp(deps, input.phone, 'register', delivery) };
  });

  mount(app, deps, contract.registerOtp, async ({ input }) => {
    const started = await db
      .selectFrom('registrations')
      .select('phone')
      .where('phone', '=', input.phone)
      .executeTakeFirst();
    if (!started) throw fieldError('phone', messages.phoneNotStarted);
    const taken = await phoneTaken(db, input.phone);
    const bypassed = deps.config.otpBypass && input.bypass === true && input.otp === '0000';
    let check: OtpCheck = bypassed ? 'ok' : await checkOtp(deps, input.phone, 'register', input.otp);
    // A registered phone never passes a real code, and fails exactly as a wrong code does (no account
    // enumeration, docs/security.md). The bypass proves nothing about the phone, so it passes every
    // phone alike: refusing a registered one here would tell the bypassing client it has an account.
    // The password step then refuses to create a second account (registerPassword below).
    if (taken && check === 'ok' && !bypassed) check = 'wrong';
    if (check !== 'ok') throw fieldError('otp', check === 'wrong' ? messages.otpWrong : messages.otpExpired);
    const token = await issueToken(
      deps,
      { kind: 'register', phone: input.phone },
      limits.registerTokenSeconds,
    );
    return { access_token: token };
  });

  mount(app, deps, contract.registerPassword, async ({ input, caller }) => {
    const phone = caller?.phone;
    if (!phone || !caller) throw fieldError('phone', messages.phoneNotStarted);
    if (input.phone !== undefined && input.phone !== phone) throw fieldError('phone', messages.phoneMismatch);
    const keys = await db
      .selectFrom('registrations')
      .selectAll()
      .where('phone', '=', phone)
      .executeTakeFirst();
    const id = await createCustomer(deps, {
      phone,
      password: input.password,
      affiliateId: keys?.affiliate_id,
      referrerId: keys?.referrer_id,
    });
    if (id === undefined) throw fieldError('phone', messages.phoneTaken);
    if (keys?.age_confirmed_at)
      await db
        .updateTable('customers')
        .set({ age_confirmed_at: keys.age_confirmed_at })
        .where('id', '=', id)
        .execute();
    // spec §4: set password clears the register token
    await revokeTokenHash(deps, caller.tokenHash);
    await db.deleteFrom('registrations').where('phone', '=', phone).execute();
    return { success: true };
  });

  mount(app, deps, contract.registerBankAccount, async (ctx) => {
    const { input } = ctx;
    const customer = await db
      .selectFrom('customers')
      .select(['id', 'phone', 'bank'])
      .where('id', '=', memberId(ctx))
      .executeTakeFirstOrThrow();
    if (input.phone !== customer.phone) throw fieldError('error', messages.phoneMismatch);
    const bank = normaliseBank(input.bank);
    if (!bank) throw fieldError('bank', messages.bankUnknown);
    // payouts go to this account, so it is set once; a change is a job for staff
    if (customer.bank) throw fieldError('error', messages.bankAlreadySet);
    try {
      const updated = await db
        .updateTable('customers')
        .set({
          bank,
          account_number: input.account_number,
          name: input.name,
          line: input.line?.trim() || customer.phone,
        })
        .where('id', '=', customer.id)
        .where('bank', 'is', null)
        .executeTakeFirst();
      if (updated.numUpdatedRows === BigInt(0)) throw fieldError('error', messages.bankAlreadySet);
    } catch (error) {
      if (isUniqueViolation(error)) throw fieldError('account_number', messages.accountTaken);
      throw error;
    }
    return { success: true };
  });
}
