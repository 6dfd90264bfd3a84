import en from '@/messages/en.json';
import th from '@/messages/th.json';
import zh from '@/messages/zh-CN.json';
import { validationKeys } from '@/lib/casino/contract-fields';

const flatten = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === 'object' ? flatten(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );

describe('message catalogues', () => {
  const thKeys = flatten(th).sort();

  it.each([
    ['en', en],
    ['zh-CN', zh],
  ])('%s has exactly the keys of the Thai source', (_, catalogue) => {
    expect(flatten(catalogue).sort()).toEqual(thKeys);
  });

  it('translates every validation key the contract can produce', () => {
    for (const key of validationKeys) expect(thKeys).toContain(`Validation.${key}`);
  });

  it("uses the spec's Thai wording (spec §5, §8)", () => {
    expect(th.Errors.invalid_credentials).toBe('เบอร์โทร, รหัสผ่านไม่ถูกต้อง');
    expect(th.Validation.passwordMismatch).toBe('ระบุรหัสผ่านใหม่ และยืนยันรหัสผ่านให้ตรงกัน');
    expect(th.NotFound.title).toBe('404 Not Found');
    expect(th.ErrorPage.title).toBe('An error occurred');
  });
});
