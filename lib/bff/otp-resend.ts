import 'server-only';
import { AppError } from '@/lib/errors';
import type { SessionData } from '@/lib/session/session';

/*
 * The OTP step's countdown, kept by the BFF too (lib/casino/otp-view.ts): an upstream without the OTP
 * extension (contract-otp.ts) has no resend limit of its own, and a new code asked for early would only
 * cost an SMS and confuse the player about which code is the live one.
 */
export function assertResendDue(session: SessionData, now = Date.now()): void {
  if (session.otpResendAt !== undefined && now < session.otpResendAt)
    throw new AppError('validation', { fieldErrors: { otp: ['otpResendEarly'] } });
}
