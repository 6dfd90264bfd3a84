import { AppError } from '@/lib/errors';
import { oldPasswordOnItsField } from '@/lib/forms/old-password-error';

// Spec §7/§8: a wrong old password comes under errors.password; the member sees it on the old-password field.
it('moves the wrong-old-password sentence to old_password', () => {
  const moved = oldPasswordOnItsField(
    new AppError('validation', { fieldErrors: { password: ['รหัสผ่านเดิมไม่ถูกต้อง'] } }),
  ) as AppError;
  expect(moved.code).toBe('validation');
  expect(moved.fieldErrors).toEqual({ old_password: ['รหัสผ่านเดิมไม่ถูกต้อง'] });
});

it("leaves the new password's own errors where they are", () => {
  const error = new AppError('validation', {
    fieldErrors: { password: ['รหัสผ่านเดิมไม่ถูกต้อง', 'รหัสผ่านสั้นเกินไป'], password_confirmation: ['x'] },
  });
  expect((oldPasswordOnItsField(error) as AppError).fieldErrors).toEqual({
    old_password: ['รหัสผ่านเดิมไม่ถูกต้อง'],
    password: ['รหัสผ่านสั้นเกินไป'],
    password_confirmation: ['x'],
  });
  const other = new AppError('validation', { fieldErrors: { password: ['รหัสผ่านสั้นเกินไป'] } });
  expect(oldPasswordOnItsField(other)).toBe(other);
  const network = new Error('boom');
  expect(oldPasswordOnItsField(network)).toBe(network);
});
