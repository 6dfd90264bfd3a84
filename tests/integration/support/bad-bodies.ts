/*
 * A small seeded generator of hostile BFF request bodies (the fuzz suite, docs/security.md).
 * Hand-written rather than fast-check: the bad values are domain knowledge (what has fooled Number(),
 * which characters hide in names), the run must be the same on every machine, and a failing case is
 * reported as the exact body text, which is all shrinking would give us here. Every body it makes is
 * invalid for the route whatever the server does with duplicate keys or whitespace: a valid one
 * slipping in would make a passing route look broken, so "valid" shapes (e.g. a 5-digit OTP) are left
 * out on purpose.
 */

export interface BadRequest {
  /** Why it is bad, for the failure message. */
  family: string;
  text: string;
  headers: Record<string, string>;
}

export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

/** mulberry32: tiny, fast and good enough to pick cases. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const JSON_TYPE = { 'content-type': 'application/json' };

/** Values no string field of ours accepts (numbers are handled per field: amounts take them). */
const notAString: Json[] = [null, true, false, [], {}, ['100'], { $ne: null }, { toString: 'x' }, [[[[[]]]]]];

/** Bad values per field name; fields not listed get `notAString` and numbers. */
const badByField: Record<string, Json[]> = {
  amount: [
    '',
    ' ',
    '1e3',
    '1E3',
    '1e-2',
    '0x10',
    '0X1F',
    '0b101',
    '0o17',
    'Infinity',
    '-Infinity',
    'NaN',
    '-1',
    '-0.01',
    '0',
    '0.00',
    '00',
    '1.234',
    '100.',
    '.5',
    '100.5.5',
    '1,000',
    '+100',
    '１００',
    '٣٠٠',
    '१००',
    '๑๐๐',
    '100\u200b',
    '\u200b100',
    '1\u00a000',
    '100 baht',
    '9999999999999',
    '1_000',
    'null',
    'undefined',
    '[100]',
    '{}',
    0,
    -5,
    -0.01,
    1.005,
    1e21,
    1e-7,
    0.1 + 0.2,
    2 ** 53 + 2,
  ],
  promotion_id: ['1', '', '1e3', '0x10', 'abc', -1, 1.5, 2 ** 31, 1e21, true, null, [], {}, [1]],
  phone: [
    '',
    '081234567',
    '08123456789',
    '0712345678',
    '0512345678',
    '+66812345678',
    '66812345678',
    '081-234-5678',
    '081 234 5678',
    '０８１２３４５６７８',
    '๐๘๑๒๓๔๕๖๗๘',
    '0812345678\u200b',
    '\u202e8765432180',
    'abcdefghij',
    '0812345678; DROP TABLE',
    812345678,
    0x30,
  ],
  password: [
    '',
    'short1A',
    'alllowercase1',
    'ALLUPPERCASE1',
    'NoDigitsHere',
    'Abc 12345',
    'ผ่านรหัส123Aa',
    'x'.repeat(65),
    12345678,
  ],
  password_confirmation: ['', 'Different123', 'x'.repeat(500), 12345678],
  old_password: ['', 'x'.repeat(65), 12345678],
  otp: [
    '',
    '123',
    '1234567',
    'abcdef',
    '12 34',
    '１２３４５６',
    '๑๒๓๔๕๖',
    '12345\u200b',
    '-12345',
    123456,
    1234,
  ],
  bank: ['', 'K', 'KBANK12', 'KBANKXX', 'ธนาคาร', 'K-BANK', 'KB<>', 123],
  account_number: [
    '',
    '123',
    '1234567890123456',
    '12345abcde',
    '１２３４５６７８９０',
    '123-456-7890',
    '123456789\u200b0',
    1234567890,
  ],
  name: [
    '',
    '   ',
    'x'.repeat(101),
    'สมชาย\u200bใจดี',
    '\u202eevil',
    'abc\u2066def',
    'a\ufeffb',
    '\u200d',
    42,
  ],
  line: ['x'.repeat(51), 42],
  next: ['x'.repeat(2049), 42],
  gameId: ['', 'a b', 'x'.repeat(65), '../etc/passwd', '<script>', 'ก', 7],
  gameName: ['', '   ', 'x'.repeat(101), 7],
  // player protection (docs/player-protection.md)
  minutes: ['', ' ', '0x0f', '1.5e1', '15.0', 'Infinity', [15], true, null, 16, -15, 15.5, 1e21],
  period: ['', '24H', '1d', 'forever', '24h\u200b', '２４h', 24, null],
  day: [' ', '1e3', '0x10', '-1', '1.234', 'Infinity', '１０００', 0, -1, 0.001, null, true, []],
  week: [' ', '1e3', '0x10', '-1', '1.234', 'NaN', 0, -1, null, []],
  month: [' ', '1e3', '0b11', '-1', '1.234', '+5', 0, -1, null, {}],
  loss_day: [' ', '1e3', '0x10', '-1', '1.234', 'Infinity', '１０００', 0, -1, 0.001, null, true, []],
  // the account review's interval: 1, 3 or 6 months only
  every_months: ['', ' ', '0x03', '3.0', '1e0', 'Infinity', '３', 0, 2, 12, -3, 3.5, null, true, [3]],
  // register step 1 takes only the JSON boolean true (age confirmation, docs/player-protection.md)
  age_confirmed: [false, 'true', 'on', 1, '1', 0, null, [true], { value: true }],
};

/** Fields that take numbers on the wire: a generic number may be valid there. */
const numericFields = new Set([
  'amount',
  'promotion_id',
  'minutes',
  'day',
  'week',
  'month',
  'loss_day',
  'every_months',
]);

/** Keys the routes never accept, from the obvious to the sly. */
const hostileKeys = [
  '__proto__',
  'constructor',
  'prototype',
  'role',
  'isAdmin',
  'token',
  'access_token',
  'customer_id',
  'amount ',
  'Amount',
  'аmount',
  'phоne',
  '',
  '\u0000',
  'x'.repeat(300),
  'a.b',
  '$where',
  'toString',
  'hasOwnProperty',
  'valueOf',
];
/** Keys that may be optional for a route: dropping them is no error. */
const optionalKeys = new Set([
  'promotion_id',
  'next',
  'line',
  'day',
  'week',
  'month',
  'loss_day',
  'every_months',
]);

const notJson = [
  '',
  '{',
  '}',
  '[',
  '{"',
  '{"a":}',
  "{'amount':'100'}",
  '{amount:"100"}',
  'undefined',
  'NaN',
  '<xml/>',
  'amount=100&phone=0812345678',
  '\u0000',
  '{}garbage',
  '{"a":1}{"b":2}',
  '/* */{}',
  '[}',
  '"\\ud800"x',
  '{"a":"\\x41"}',
];

/**
 * `count` bad requests for a route whose good body is `valid`; `fieldRules` replaces the bad values
 * of a field whose rule differs from the shared list (login takes any non-empty password).
 */
export function badRequests(
  valid: Record<string, unknown>,
  count: number,
  seed: number,
  fieldRules: Record<string, Json[]> = {},
): BadRequest[] {
  const random = prng(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const keys = Object.keys(valid);
  const required = keys.filter((k) => !optionalKeys.has(k));
  const validText = JSON.stringify(valid);
  const json = (family: string, value: unknown): BadRequest => ({
    family,
    text: JSON.stringify(value),
    headers: JSON_TYPE,
  });
  const raw = (family: string, text: string, headers: Record<string, string> = JSON_TYPE): BadRequest => ({
    family,
    text,
    headers,
  });

  const badValue = (field: string): Json => {
    if (fieldRules[field]) return pick(fieldRules[field]);
    const own = badByField[field];
    // the generic list holds `true`, the one good value of this flag
    if (field === 'age_confirmed') return pick(own!);
    if (own && random() < 0.75) return pick(own);
    const numbers: Json[] = numericFields.has(field) ? [] : [0, 1, -1, 1e308, 0.5];
    return pick([...notAString, ...numbers]);
  };

  const families: Array<() => BadRequest | null> = [
    // a field of the wrong type or shape
    () => (keys.length ? ((f) => json(`bad ${f}`, { ...valid, [f]: badValue(f) }))(pick(keys)) : null),
    // every field wrong at once
    () => (keys.length ? json('all bad', Object.fromEntries(keys.map((k) => [k, badValue(k)]))) : null),
    // a required field missing
    () =>
      required.length
        ? ((f) => json(`missing ${f}`, Object.fromEntries(Object.entries(valid).filter(([k]) => k !== f))))(
            pick(required),
          )
        : null,
    // an extra key, including prototype-polluting ones, spelled into the raw text
    () => {
      const key = pick(hostileKeys.filter((k) => !keys.includes(k)));
      const value = pick<Json>([{ polluted: true }, 'x', 1, null, { prototype: { isAdmin: true } }]);
      const inner = validText === '{}' ? '' : `${validText.slice(1, -1)},`;
      return raw(
        `extra key ${JSON.stringify(key)}`,
        `{${inner}${JSON.stringify(key)}:${JSON.stringify(value)}}`,
      );
    },
    // a duplicated key whose last value is bad (JSON.parse keeps the last)
    () =>
      keys.length
        ? ((f) =>
            raw(
              `duplicate ${f}`,
              `{${validText.slice(1, -1)},${JSON.stringify(f)}:${JSON.stringify(badValue(f))}}`,
            ))(pick(keys))
        : null,
    // not an object at all
    () => json('not an object', pick<Json>([null, true, 0, 'body', [], [valid as Json], [1, 2]])),
    // not JSON
    () =>
      raw(
        'not JSON',
        pick(notJson) || '{',
        pick([JSON_TYPE, JSON_TYPE, { 'content-type': 'application/json; charset=utf-8' }]),
      ),
    // the right body under the wrong content type, or none
    () =>
      raw(
        'wrong content type',
        validText,
        pick<Record<string, string>>([
          { 'content-type': 'text/plain' },
          { 'content-type': 'application/x-www-form-urlencoded' },
          { 'content-type': 'multipart/form-data; boundary=x' },
          { 'content-type': 'text/json' },
          { 'content-type': 'application/jsonp' },
          { 'content-type': 'application/xml' },
          { 'content-type': '' },
          {},
        ]),
      ),
    // bodies past the 16 KB cap, in a few disguises
    () =>
      pick([
        () => json('oversized field', { ...valid, [keys[0] ?? 'pad']: 'ก'.repeat(6000) }),
        () => raw('oversized padding', ' '.repeat(17_000) + validText),
        () => raw('oversized nesting', '['.repeat(20_000) + ']'.repeat(20_000)),
        () => json('oversized array', { ...valid, pad: Array.from({ length: 5000 }, () => 1) }),
      ])(),
    // unicode tricks in keys: homoglyphs, invisible characters, case
    () => {
      if (!keys.length) return json('unicode key', { ['\u202e' + 'x']: 1 });
      const f = pick(keys);
      const twisted = pick([
        f.toUpperCase(),
        `${f}\u200b`,
        `\u200b${f}`,
        f.replace(/a/, 'а').replace(/o/, 'о'),
        `${f}\u0000`,
        f.normalize('NFD') + '\u0301',
      ]);
      if (twisted === f) return json(`unicode key ${f}`, { ...valid, [`${f}\u200b`]: valid[f] as Json });
      const copy: Record<string, unknown> = { ...valid };
      delete copy[f];
      copy[twisted] = valid[f];
      return json(`unicode key ${JSON.stringify(twisted)}`, copy);
    },
    // the right body from another site (CSRF, 403)
    () => ({
      family: 'cross-site',
      text: validText,
      headers: {
        ...JSON_TYPE,
        ...pick<Record<string, string>>([
          { 'sec-fetch-site': 'cross-site' },
          { origin: 'null' },
          { origin: 'https://evil.example' },
          { 'sec-fetch-site': 'same-site' },
        ]),
      },
    }),
  ];

  const out: BadRequest[] = [];
  while (out.length < count) {
    const made = pick(families)();
    if (made) out.push(made);
  }
  return out;
}
