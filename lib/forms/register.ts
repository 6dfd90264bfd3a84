import * as z from '../zod';
import { requiredText as required } from './required';

/*
 * Form checks of the guest flows: required-only, shown after a field is touched (spec §5),
 * plus the one cross-field rule the spec gives: the two passwords must match. Format rules are
 * the server's; its messages come back as field errors.
 */
export const phoneFormSchema = z.object({ phone: required('phoneRequired') });
export type PhoneForm = z.infer<typeof phoneFormSchema>;

// Register step 1 also confirms legal age and the site's policies before any SMS is sent
// (docs/player-protection.md). Beyond spec §5's required-only rule, the phone's format is checked
// here too (docs/architecture.md, deviations): a wrong number is the first thing a new player
// types, and the browser can say what a Thai mobile number looks like before a round trip.
export const THAI_MOBILE = /^0[689]\d{8}$/;
export const registerPhoneFormSchema = z.object({
  phone: required('phoneRequired').check(z.regex(THAI_MOBILE, 'phoneFormat')),
  age_confirmed: z.literal(true, 'ageRequired'),
});
export type RegisterPhoneForm = z.infer<typeof registerPhoneFormSchema>;

export const otpFormSchema = z.object({ otp: required('otpInvalid') });
export type OtpForm = z.infer<typeof otpFormSchema>;

export const passwordPairFormSchema = z
  .object({
    password: required('passwordRequired'),
    password_confirmation: required('passwordConfirmRequired'),
  })
  .check(
    z.refine((v) => v.password === v.password_confirmation, {
      message: 'passwordMismatch',
      path: ['password_confirmation'],
    }),
  );
export type PasswordPairForm = z.infer<typeof passwordPairFormSchema>;

export const bankFormSchema = z.object({
  bank: required('bankInvalid'),
  account_number: required('accountNumberRequired'),
  name: required('accountNameRequired'),
  line: required('lineRequired'),
});
export type BankForm = z.infer<typeof bankFormSchema>;
