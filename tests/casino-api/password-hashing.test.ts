import { scryptSync } from 'node:crypto';
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

it('reads the cost from each stored hash, so hashes made at another cost keep verifying', async () => {
  // docs/security.md, password storage: raising N, r or p later changes only new hashes
  const salt = Buffer.from('another-16-bytes');
  for (const [n, r, p] of [
    [32_768, 8, 1],
    [8_192, 8, 2],
  ] as const) {
    const key = scryptSync('Demo1234', salt, 32, { N: n, r, p, maxmem: 64 * 1024 * 1024 });
    const stored = ['scrypt', n, r, p, salt.toString('base64'), key.toString('base64')].join('$');
    expect(await verifyPassword('Demo1234', stored)).toBe(true);
    expect(await verifyPassword('Demo1235', stored)).toBe(false);
  }
});

it('stores new hashes at the documented cost: N = 2^14, r = 8, p = 1, a 16-byte salt', async () => {
  const [scheme, n, r, p, salt, hash] = (await hashPassword('Right1234')).split('$');
  expect([scheme, n, r, p]).toEqual(['scrypt', '16384', '8', '1']);
  expect(Buffer.from(salt!, 'base64')).toHaveLength(16);
  expect(Buffer.from(hash!, 'base64')).toHaveLength(32);
});
