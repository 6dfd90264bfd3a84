import { AppError } from '../errors';
import { upstreamMessageKey } from '../i18n/upstream-messages';

/**
 * Spec §7 update-password answers a wrong old password under `errors.password`, the new password's
 * field; the member must see it on the old-password field they got wrong. Moves that one sentence
 * (spec §8 'รหัสผ่านเดิมไม่ถูกต้อง') to `old_password` and leaves every other error where it was.
 */
export function oldPasswordOnItsField(error: unknown): unknown {
  if (!(error instanceof AppError) || !error.fieldErrors?.password) return error;
  const wrongOld = (m: string) => upstreamMessageKey(m) === 'oldPasswordWrong';
  const moved = error.fieldErrors.password.filter(wrongOld);
  if (moved.length === 0) return error;
  const { password, ...rest } = error.fieldErrors;
  const kept = password.filter((m) => !wrongOld(m));
  const fieldErrors = { ...rest, old_password: moved, ...(kept.length ? { password: kept } : {}) };
  return new AppError(error.code, { message: error.message, fieldErrors, detail: error.detail });
}
