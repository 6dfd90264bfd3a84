import type { OtpInfo } from './contract-otp';

/** What the OTP step needs to show (components/auth/otp-step.tsx); the phone it already knows. */
export interface OtpView {
  /** The reference the SMS carries; null from an upstream without the OTP extension (contract-otp.ts). */
  ref: string | null;
  /** Seconds until a new code may be asked for. */
  resendInSeconds: number;
}

/** The wait the site counts itself when the upstream says none (contract-otp.ts): a usual SMS delay. */
export const DEFAULT_RESEND_SECONDS = 60;

export function toOtpView(info: OtpInfo | undefined): OtpView {
  return { ref: info?.ref ?? null, resendInSeconds: info?.resend_after ?? DEFAULT_RESEND_SECONDS };
}

/** The epoch ms before which the BFF refuses a resend (lib/session/session.ts `otpResendAt`). */
export const resendAt = (view: OtpView, now = Date.now()) => now + view.resendInSeconds * 1000;
