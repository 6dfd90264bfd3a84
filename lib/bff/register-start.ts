import 'server-only';
import type { NextRequest } from 'next/server';
import { callUpstream } from '@/lib/casino/client';
import { AFFILIATE_COOKIE, readAffiliate, readReferralKey, REFERRAL_COOKIE } from '@/lib/marketing/cookies';

/**
 * register/phone upstream with the entry link's keys from the cookies; also how a new code is asked for
 * from an upstream without the OTP extension (app/api/register/otp/resend).
 */
export function startRegistration(req: NextRequest, phone: string) {
  const affiliate = readAffiliate(req.cookies.get(AFFILIATE_COOKIE)?.value);
  const referralKey = readReferralKey(req.cookies.get(REFERRAL_COOKIE)?.value);
  return callUpstream('registerPhone', {
    body: {
      phone,
      no_otp: 1,
      age_confirmed: 1,
      affiliate_key: affiliate?.affiliate_key,
      referral_key: affiliate ? undefined : (referralKey ?? undefined),
    },
  });
}
