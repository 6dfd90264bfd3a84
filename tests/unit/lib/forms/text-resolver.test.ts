import { textFormResolver } from '@/lib/forms/text-resolver';
import { changePasswordResolver } from '@/components/info/change-password-form';

// The member popups' forms (spec §5: required-only, plus the two new passwords matching); the
// change-password form's own resolver.
type Amount = { amount: string };
const options = { fields: {}, shouldUseNativeValidation: false };

const amount = textFormResolver<Amount>({ amount: { requiredKey: 'amountInvalid', trim: true } });
const passwords = changePasswordResolver;

it('sends an amount as typed without the spaces around it', async () => {
  expect(await amount({ amount: ' 500 ' }, undefined, options)).toEqual({
    values: { amount: '500' },
    errors: {},
  });
});

it('names an empty or blank amount with its Validation key and sends nothing', async () => {
  for (const typed of ['', '   ']) {
    expect(await amount({ amount: typed }, undefined, options)).toEqual({
      values: {},
      errors: { amount: { type: 'required', message: 'amountInvalid' } },
    });
  }
});

it('takes passwords as typed, spaces included', async () => {
  const typed = { old_password: ' Old1 ', password: 'Abcdefg1 ', password_confirmation: 'Abcdefg1 ' };
  expect(await passwords(typed, undefined, options)).toEqual({
    values: typed,
    errors: {},
  });
});

it('says which password is missing, and a mismatch only once both are there', async () => {
  const empty = await passwords(
    { old_password: '', password: 'Abcdefg1', password_confirmation: '' },
    undefined,
    options,
  );
  expect(empty.errors).toEqual({
    old_password: { type: 'required', message: 'passwordRequired' },
    password_confirmation: { type: 'required', message: 'passwordConfirmRequired' },
  });
  const mismatch = await passwords(
    { old_password: 'Old1', password: 'Abcdefg1', password_confirmation: 'Abcdefg2' },
    undefined,
    options,
  );
  expect(mismatch).toEqual({
    values: {},
    errors: { password_confirmation: { type: 'custom', message: 'passwordMismatch' } },
  });
});
