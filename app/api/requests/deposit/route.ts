import { z } from 'zod';
import { idempotencyKeyOf } from '@/lib/bff/idempotency-key';
import { bff } from '@/lib/bff/pipeline';
import { callUpstream } from '@/lib/casino/client';
import { amountField } from '@/lib/casino/contract-fields';
import { toSatang } from '@/lib/casino/contract-money';
import { sendDepositPostback } from '@/lib/marketing/postback';
import { CLICK_ID_COOKIE, readClickId } from '@/lib/marketing/cookies';

/*
 * Deposit (spec §4, §7): payment-gateway when the member's profile says the gateway is on
 * (QR), otherwise prepare (bank transfer). The affiliate conversion ping for an ad click id is
 * sent from the server before the deposit (docs/architecture.md §8).
 */

// The browser sends promotion_id as a JSON number; the contract's coercion is for upstream forms,
// where it would also read true, '' or '1e3' as ids.
const bodySchema = z
  .object({ amount: amountField, promotion_id: z.number().int().min(0).max(2_147_483_647).optional() })
  .strict();

export const POST = bff({
  auth: 'member',
  body: bodySchema,
  async handle({ req, session, body }) {
    const idempotencyKey = idempotencyKeyOf(req);
    const { data: profile } = await callUpstream('profile', { token: session.token });
    const clickId = readClickId(req.cookies.get(CLICK_ID_COOKIE)?.value);
    if (clickId) void sendDepositPostback(clickId, toSatang(body.amount));
    const endpoint = profile.payment_gateway_status ? 'depositPaymentGateway' : 'depositPrepare';
    const { data } = await callUpstream(endpoint, { token: session.token, body, idempotencyKey });
    return {
      json: {
        id: data.id,
        type: data.type,
        amountSatang: toSatang(data.amount),
        createdAt: data.created_at,
        qrCode: data.qr_code ?? null,
        qrPayload: data.qr_payload ?? null,
      },
    };
  },
});
