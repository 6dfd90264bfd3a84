import type { Hono } from 'hono';
import type { z } from 'zod';
import { contract, type depositBodySchema } from '../../lib/casino/contract';
import { toSatang } from '../../lib/casino/contract-money';
import type { Deps } from '../deps';
import { fieldError } from '../http/errors';
import { messages } from '../http/messages';
import { memberId, mount, type RouteContext } from '../http/mount';
import { cancelDeposit, createDeposit } from '../services/deposits';
import { pendingToWire } from '../services/profile';
import { createWithdrawal } from '../services/withdrawals';

/* spec §7 deposit and withdraw calls; staff settle them through /operator. */
export function walletRoutes(app: Hono, deps: Deps): void {
  const deposit = (qr: boolean) => async (ctx: RouteContext<z.output<typeof depositBodySchema>>) => {
    const request = await createDeposit(deps, memberId(ctx), {
      amountSatang: toSatang(ctx.input.amount),
      promotionId: ctx.input.promotion_id || undefined,
      qr,
    });
    return { success: true, data: pendingToWire(request) };
  };
  mount(app, deps, contract.depositPrepare, deposit(false));
  // the QR variant is the one the site uses when payment_gateway_status is set (spec §7)
  mount(app, deps, contract.depositPaymentGateway, deposit(true));

  mount(app, deps, contract.depositCancel, async (ctx) => {
    const id = Number(ctx.params.id);
    await cancelDeposit(deps, memberId(ctx), Number.isSafeInteger(id) ? id : 0);
    return { success: true, errors: [] };
  });

  mount(app, deps, contract.withdraw, async (ctx) => {
    const customer = await deps.db
      .selectFrom('customers')
      .select('phone')
      .where('id', '=', memberId(ctx))
      .executeTakeFirstOrThrow();
    if (ctx.input.phone !== customer.phone) throw fieldError('phone', messages.phoneMismatch);
    const request = await createWithdrawal(deps, memberId(ctx), toSatang(ctx.input.amount));
    return { success: true, data: pendingToWire(request) };
  });
}
