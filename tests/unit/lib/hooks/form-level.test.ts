import { AppError } from '@/lib/errors';
import { formLevel } from '@/lib/hooks/use-bff-submit';

/* What goes to a form's one alert once the fields' messages are under the fields. */

it('leaves nothing for the alert when every message is under a field the form shows', () => {
  const e = new AppError('validation', { fieldErrors: { amount: ['ยอดฝากขั้นต่ำ 100.00 บาท'] } });
  expect(formLevel(e, ['amount'])).toBeNull();
});

it('keeps form-level messages, messages for fields the form does not show, and a field’s further messages', () => {
  const e = new AppError('validation', {
    fieldErrors: { error: ['ข้อมูลไม่ถูกต้อง'], bank: ['ไม่รองรับธนาคารนี้'], password: ['สั้นไป', 'ไม่มีตัวเลข'] },
  });
  expect(formLevel(e, ['password'])?.fieldErrors).toEqual({
    error: ['ข้อมูลไม่ถูกต้อง'],
    bank: ['ไม่รองรับธนาคารนี้'],
    password: ['ไม่มีตัวเลข'],
  });
});

it('keeps an error with no field messages whole, for its translated code', () => {
  const e = new AppError('rate_limited');
  expect(formLevel(e, ['phone'])).toBe(e);
});
