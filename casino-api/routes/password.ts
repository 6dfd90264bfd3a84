import type { Hono } from 'hono';
import { contract } from '../../lib/casino/contract';
import { limits } from '../config';
import type { Deps } from '../deps';
import { fieldError } from '../http/errors';
import { messages, walletMessages as m } from '../http/messages';
import { memberId, mount } from '../http/mount';
import { addNotice } from '../services/notices';
import { checkOtp, resendOtp, sendOtp } from '../services/otp';
import { hashPassword, verifyPassword } from '../services/passwords';
import { findToken, issueToken } from '../services/tokens';

/* spec §4 password change and reset (start → OTP → new password). */
export function passwordRoutes(app: Hono, deps: Deps): void {
  const { db } = deps;

  /**
   * A new password ends every member session: spec §4 logs out after a change. The member's other
   * devices are told why at their next sign-in (an account notice, services/notices.ts).
   */
  const setPassword = async (customerId: number, password: string) => {
    const hash = await hashPassword(password);
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('customers').set({ password_hash: hash }).where('id', '=', customerId).execute();
      await addNotice(trx, { customerId, kind: 'password_changed', at: deps.clock() });
      await trx
        .deleteFrom('access_tokens')
        .where('customer_id', '=', customerId)
        .where('kind', '=', 'member')
        .execute();
    });
  };

  mount(app, deps, contract.updatePassword, async (ctx) => {
    const id = memberId(ctx);
    const row = await db
      .selectFrom('customers')
      .select('password_hash')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    if (!(await verifyPassword(ctx.input.old_password, row.password_hash)))
      throw fieldError('password', m.oldPasswordWrong);
    await setPassword(id, ctx.input.password);
    return { success: true, msg: null };
  });

  /*
   * No account enumeration (docs/security.md): reset/start answers the same for an unknown phone — success
   * and a token — but sends nothing. A code is stored all the same (never delivered), so confirm-otp counts
   * attempts and expires as for a member, and answers the wrong-OTP message even to a lucky guess.
   */
  mount(app, deps, contract.resetStart, async ({ input }) => {
    if (input.game_username !== input.phone) throw fieldError('phone', m.gameUsernameMismatch);
    const customer = await db
      .selectFrom('customers')
      .select('id')
      .where('phone', '=', input.phone)
      .executeTakeFirst();
    const otp = await sendOtp(deps, input.phone, 'reset', customer ? 'code' : 'none');
    const token = await issueToken(
      deps,
      { kind: 'reset', customerId: customer?.id, phone: input.phone },
      limits.resetTokenSeconds,
    );
    return { success: true, token, otp };
  });

  /** The reset token travels in the body (spec §7), tied to the phone it was issued for. */
  const resetSession = async (token: string, phone: string) => {
    const row = await findToken(deps, token, 'reset');
    if (!row || row.phone !== phone) throw fieldError('error', m.resetExpired);
    return { customerId: row.customer_id, tokenHash: row.token_hash };
  };

  /** The OTP check of both reset steps; a token without a member fails like a wrong code. */
  const checkResetOtp = async (
    session: { customerId: number | null },
    phone: string,
    otp: string,
    consume: boolean,
  ) => {
    const check = await checkOtp(deps, phone, 'reset', otp, consume);
    if (check === 'ok' && session.customerId !== null) return session.customerId;
    throw fieldError('otp', check === 'expired' ? messages.otpExpired : messages.otpWrong);
  };

  /** OTP reference and resend (casino-api/README.md): a new code within a live reset, under resendOtp's limits. */
  mount(app, deps, contract.resetResend, async ({ input }) => {
    if (input.game_username !== input.phone) throw fieldError('phone', m.gameUsernameMismatch);
    const session = await resetSession(input.token, input.phone);
    const otp = await resendOtp(deps, input.phone, 'reset', session.customerId === null ? 'none' : 'code');
    return { success: true, otp };
  });

  mount(app, deps, contract.resetConfirmOtp, async ({ input }) => {
    const session = await resetSession(input.token, input.phone);
    // checked, not consumed: the password step sends the same code again (spec §7)
    await checkResetOtp(session, input.phone, input.otp, false);
    return { success: true, msg: null };
  });

  mount(app, deps, contract.resetConfirmPassword, async ({ input }) => {
    const session = await resetSession(input.token, input.phone);
    const customerId = await checkResetOtp(session, input.phone, input.otp, true);
    await setPassword(customerId, input.password);
    await db.deleteFrom('access_tokens').where('token_hash', '=', session.tokenHash).execute();
    return { success: true, msg: null };
  });
}
