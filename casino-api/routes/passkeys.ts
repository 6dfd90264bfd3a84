import type { Hono } from 'hono';
import { contract } from '../../lib/casino/contract';
import type { Deps } from '../deps';
import { ApiError } from '../http/errors';
import { passkeyMessages as m } from '../http/messages';
import { memberId, mount } from '../http/mount';
import {
  authenticationOptions,
  listPasskeys,
  passkeyView,
  recordAccountEvent,
  registerPasskey,
  registrationOptions,
  removePasskey,
  renamePasskey,
  verifyPasskey,
} from '../services/passkeys';
import { issueToken } from '../services/tokens';

/*
 * Extension beyond spec §7 (casino-api/README.md, "Passkeys"): a member's passkeys, sign-in with one,
 * and a signed-in member's fresh proof (step-up). Optional for an operator's backend: the site asks
 * /passkeys first and shows no passkey anywhere when it is missing.
 */
export function passkeyRoutes(app: Hono, deps: Deps): void {
  const idOf = (raw: string | undefined) => {
    const id = Number(raw);
    if (!Number.isSafeInteger(id) || id <= 0) throw new ApiError(404, { message: m.notFound });
    return id;
  };

  mount(app, deps, contract.passkeySupport, async () => ({ data: { rp_id: deps.config.passkeys.rpId } }));

  mount(app, deps, contract.passkeys, async (ctx) => ({
    data: (await listPasskeys(deps, memberId(ctx))).map(passkeyView),
  }));

  mount(app, deps, contract.passkeyRegistrationOptions, async (ctx) => ({
    data: await registrationOptions(deps, memberId(ctx)),
  }));

  mount(app, deps, contract.passkeyRegister, async (ctx) => ({
    data: passkeyView(await registerPasskey(deps, memberId(ctx), ctx.input)),
  }));

  mount(app, deps, contract.passkeyRename, async (ctx) => ({
    data: passkeyView(await renamePasskey(deps, memberId(ctx), idOf(ctx.params.id), ctx.input.name)),
  }));

  mount(app, deps, contract.passkeyRemove, async (ctx) => {
    await removePasskey(deps, memberId(ctx), idOf(ctx.params.id));
    return { success: true as const };
  });

  mount(app, deps, contract.passkeyAuthenticationOptions, async () => ({
    data: await authenticationOptions(deps),
  }));

  mount(app, deps, contract.passkeyLogin, async ({ input }) => {
    const passkey = await verifyPasskey(deps, input, null);
    const customer = await deps.db
      .selectFrom('customers')
      .select(['id', 'phone'])
      .where('id', '=', passkey.customer_id)
      .executeTakeFirstOrThrow();
    const seconds = deps.config.memberTokenSeconds;
    const token = await issueToken(deps, { kind: 'member', customerId: customer.id }, seconds);
    // The member's other sessions hear of a passkey sign-in (account notices read account_events).
    await recordAccountEvent(deps, {
      customerId: customer.id,
      kind: 'passkey_sign_in',
      passkeyId: passkey.id,
      detail: passkey.name,
    });
    return { access_token: token, expires_in: seconds, phone: customer.phone, passkey_id: passkey.id };
  });

  mount(app, deps, contract.passkeyVerify, async (ctx) => {
    const passkey = await verifyPasskey(deps, ctx.input, memberId(ctx));
    return { data: { passkey_id: passkey.id } };
  });
}
