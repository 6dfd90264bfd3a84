import { bff } from '@/lib/bff/pipeline';
import { callUpstream } from '@/lib/casino/client';
import { newPasswordPairSchema } from '@/lib/casino/contract';
import { AppError } from '@/lib/errors';
import { signIn } from '@/lib/session/sign-in';
import { clientIp } from '@/lib/security/client-ip';
import { consume } from '@/lib/security/rate-limit';

const bodySchema = newPasswordPairSchema;

/*
 * Register step 2 (spec §4): set the password with the register token, which the upstream then
 * retires; the member is signed in straight away, since phone and password were just registered.
 */
export const POST = bff({
  auth: 'any',
  body: bodySchema,
  async handle({ req, body, session }) {
    const phone = session.registerPhone;
    if (!session.registerToken || !phone)
      throw new AppError('validation', { fieldErrors: { error: ['registerExpired'] } });
    await consume('registerIp', clientIp(req));
    try {
      await callUpstream('registerPassword', { token: session.registerToken, body: { phone, ...body } });
    } catch (e) {
      // Reached only when the OTP step was bypassed (docs/security.md, account enumeration): a phone
      // that has an account is told so here, in the site's words, pointing its owner to login or reset.
      if (e instanceof AppError && e.code === 'validation' && e.fieldErrors?.phone)
        throw new AppError('validation', { fieldErrors: { error: ['phoneCannotRegister'] } });
      throw e;
    }
    const token = await callUpstream('login', { body: { phone, password: body.password } });
    const { session: member } = await signIn(req, token, phone);
    return { json: { next: 'bank' }, session: { ...member, registerPhone: phone } };
  },
});
