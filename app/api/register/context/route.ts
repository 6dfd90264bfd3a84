import { bff } from '@/lib/bff/pipeline';
import { AFFILIATE_COOKIE, readAffiliate, readReferralKey, REFERRAL_COOKIE } from '@/lib/marketing/cookies';

// What the register popups show of the entry link (spec §2: adviser username, or the friend's key).
export const GET = bff({
  auth: 'any',
  async handle({ req }) {
    const affiliate = readAffiliate(req.cookies.get(AFFILIATE_COOKIE)?.value);
    const referralKey = readReferralKey(req.cookies.get(REFERRAL_COOKIE)?.value);
    return {
      json: {
        adviser: affiliate?.username ?? null,
        affiliateKey: affiliate?.affiliate_key ?? null,
        referralKey,
      },
    };
  },
});
