import { bff } from '@/lib/bff/pipeline';
import { callUpstream } from '@/lib/casino/client';
import { depositBodySchema } from '@/lib/casino/contract';
import { toSatang } from '@/lib/casino/contract-money';
import { sendDepositPostback } from '@/lib/marketing/postback';
import { CLICK_ID_COOKIE, readClickId } from '@/lib/marketing/cookies';

/*
 * Deposit (spec §4, §7): payment-gateway when the member's profile says the gateway is on
 * (QR), otherwise prepare (bank transfer). The affiliate conversion ping for an ad click id is
 * sent from the server before the deposit (ARCHITECTURE §8).
 */
export const POST = bff({
  auth: 'member',
  body: depositBodySchema,
  async handle({ req, session, body }) {
    const { data: profile } = await callUpstream('profile', { token: session.token });
    const clickId = readClickId(req.cookies.get(CLICK_ID_COOKIE)?.value);
    if (clickId) void sendDepositPostback(clickId, toSatang(body.amount));
    const endpoint = profile.payment_gateway_status ? 'depositPaymentGateway' : 'depositPrepare';
    const { data } = await callUpstream(endpoint, { token: session.token, body });
    return {
      json: { id: data.id, type: data.type, amountSatang: toSatang(data.amount), createdAt: data.created_at, qrCode: data.qr_code ?? null },
    };
  },
});
