import { loginFormSchema } from '@/lib/forms/login';
import { bankFormSchema, passwordPairFormSchema, registerPhoneFormSchema } from '@/lib/forms/register';

// The forms' own checks (spec §5: required-only, plus the two passwords matching and, on register
// step 1, a Thai mobile number and the age confirmation). Each failure carries a Validation key.
// The first message of each field, as the form resolver shows it.
const keysOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const keys: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) keys[issue.path.join('.')] ??= issue.message;
  return keys;
};

it('trims what a person typed, and says which field is empty', () => {
  const ok = loginFormSchema.safeParse({ phone: ' 0812345678 ', password: ' Secret1 ' });
  expect(ok.success && ok.data).toEqual({ phone: '0812345678', password: ' Secret1 ' });

  const empty = loginFormSchema.safeParse({ phone: '   ', password: '' });
  expect(keysOf(empty)).toEqual({ phone: 'phoneRequired', password: 'passwordRequired' });
});

it('asks for a Thai mobile number and the age confirmation on register step 1', () => {
  expect(registerPhoneFormSchema.safeParse({ phone: '0812345678', age_confirmed: true }).success).toBe(true);
  expect(keysOf(registerPhoneFormSchema.safeParse({ phone: '12345', age_confirmed: false }))).toEqual({
    phone: 'phoneFormat',
    age_confirmed: 'ageRequired',
  });
  expect(keysOf(registerPhoneFormSchema.safeParse({ phone: '', age_confirmed: true }))).toEqual({
    phone: 'phoneRequired',
  });
});

it('puts a password mismatch on the confirmation field', () => {
  expect(
    passwordPairFormSchema.safeParse({ password: 'Abcdefg1', password_confirmation: 'Abcdefg1' }).success,
  ).toBe(true);
  expect(
    keysOf(passwordPairFormSchema.safeParse({ password: 'Abcdefg1', password_confirmation: 'Abcdefg2' })),
  ).toEqual({ password_confirmation: 'passwordMismatch' });
});

it('names every empty field of the bank step', () => {
  expect(keysOf(bankFormSchema.safeParse({ bank: '', account_number: ' ', name: '', line: '' }))).toEqual({
    bank: 'bankInvalid',
    account_number: 'accountNumberRequired',
    name: 'accountNameRequired',
    line: 'lineRequired',
  });
});
