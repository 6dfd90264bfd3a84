import type { OtpView } from '@/lib/casino/otp-view';
import { createStore } from './create-store';

/**
 * The code just sent, between the phone step and the OTP step of registration and password reset
 * (components/auth/otp-step.tsx): which phone, its reference, and when a new one may be asked for.
 */
export interface OtpSent {
  phone: string;
  ref: string | null;
  /** Epoch ms when the resend countdown ends. */
  resendAt: number;
}

export const otpStore = createStore<OtpSent | null>(null);

export function otpSent(phone: string, view: OtpView, now = Date.now()): void {
  otpStore.set({ phone, ref: view.ref, resendAt: now + view.resendInSeconds * 1000 });
}
