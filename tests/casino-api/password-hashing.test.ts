import { hashPassword, verifyPassword } from '@/casino-api/services/passwords';

// docs/performance.md, login under load: hashing moved into a bounded queue, the stored format did not change.

// stored by the earlier code (scrypt$N$r$p$salt$hash, salt "salt-of-16-bytes"), password Demo1234
const STORED_BEFORE =
  'scrypt$16384$8$1$c2FsdC1vZi0xNi1ieXRlcw==$rdDn5yLHugWAXSArHBoWvJI5sicgG4eMX2F1ZCb9So0=';

it('still verifies a hash stored before the change, and refuses a wrong password against it', async () => {
  expect(await verifyPassword('Demo1234', STORED_BEFORE)).toBe(true);
  expect(await verifyPassword('Demo12345', STORED_BEFORE)).toBe(false);
});

it('answers every one of many parallel checks correctly, the same password twice at once included', async () => {
  const stored = await hashPassword('Right1234');
  const guesses = ['Right1234', 'Wrong1234', 'Right1234', 'Right1235', 'Right1234', ''];
  const answers = await Promise.all([...guesses, ...guesses].map((g) => verifyPassword(g, stored)));
  expect(answers).toEqual([...guesses, ...guesses].map((g) => g === 'Right1234'));
});
