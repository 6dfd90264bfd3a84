import { nextParamOf, safeNextPath } from '@/lib/safe-redirect';

// Spec §2: after login the user returns to the requested page only if it is a safe local path.
describe('safeNextPath', () => {
  it.each([
    ['/deposit', '/deposit'],
    ['/en/deposit', '/en/deposit'],
    ['/cn/withdraw', '/cn/withdraw'],
    ['/', '/'],
    ['/en', '/en'],
    ['/lobby/slot-7', '/lobby/slot-7'],
    ['/history?tab=1', '/history?tab=1'],
    ['/promotion', '/promotion'],
  ])('accepts %s', (input, expected) => {
    expect(safeNextPath(input)).toBe(expected);
  });

  const hostile = [
    // absolute URLs and scheme-case variants
    'https://evil.example/deposit',
    'HTTPS://evil.example',
    'http:evil.example',
    'hTTp://evil.example/deposit',
    // scheme without slashes
    'https:evil.example/deposit',
    'http:/evil.example',
    // protocol-relative and extra slashes
    '//evil.example',
    '///evil.example',
    '////evil.example/deposit',
    '/\\evil.example',
    // backslashes
    '\\\\evil.example',
    '/deposit\\..\\..\\evil',
    // control characters
    '/\tevil.example',
    '/de\nposit',
    '/\r/evil.example',
    '/deposit\u0000',
    '/\r\n/evil.example',
    '/deposit\u000b',
    // percent-encoded separators and dots
    '/%2fevil.example',
    '/%5cevil.example',
    '/%2e%2e/deposit',
    '/%252fevil.example',
    '/%2F%2Fevil.example',
    '/deposit%2f..%2f..%2fapi',
    '/%5C%5Cevil.example',
    // dot segments
    '/en/../deposit',
    '/./deposit',
    '/deposit/..',
    '/deposit/../../evil.example',
    '/en/./deposit',
    // locale prefix followed by a slash
    '/en//evil.example',
    '/cn/\\evil.example',
    // userinfo and look-alike hosts
    '/@evil.example',
    'https://lobby.invalid@evil.example/',
    'evil.example/deposit',
    '/deposit@evil.example',
    'https://user:pass@evil.example/deposit',
    'https://lobby.invalid.evil.example/deposit',
    'lobby.invalid.evil.example',
    'https://xn--lbby-rta.example/deposit',
    // unicode dots and fullwidth characters
    '/deposit\u3002evil',
    '／／evil.example',
    '/ｄeposit',
    '/\uFF0Fevil.example',
    '/deposit\uFF0E\uFF0E/api',
    '/evil\u2024example',
    // javascript: and data: with case and control tricks
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'javascript\n:alert(1)',
    '\u0000javascript:alert(1)',
    'vbscript:msgbox(1)',
    '/javascript:alert(1)',
    // API, Next internals, guest-only and unknown pages
    '/api/logout',
    '/_next/static/chunk.js',
    '/api/customers/profile',
    '/en/api/logout',
    '/lobby/api/login',
    '/_next/data/build/deposit.json',
    '/deposit.rsc',
    '/login',
    '/en/register',
    '/nope',
    // very long values
    '/deposit?x=' + 'a'.repeat(600),
    '/' + 'a'.repeat(5000),
    '',
  ];

  it.each(hostile)('refuses %j', (input) => {
    expect(safeNextPath(input)).toBeNull();
  });

  it('counts at least 30 hostile values', () => {
    expect(hostile.length).toBeGreaterThanOrEqual(30);
  });

  it('treats a duplicated ?next= as no return path, whichever copy is the hostile one', () => {
    expect(nextParamOf(new URLSearchParams('next=/deposit'))).toBe('/deposit');
    expect(nextParamOf(new URLSearchParams('next=/deposit&next=//evil.example'))).toBeNull();
    expect(nextParamOf(new URLSearchParams('next=//evil.example&next=/deposit'))).toBeNull();
    expect(nextParamOf(new URLSearchParams('next=/deposit&next=/deposit'))).toBeNull();
    expect(nextParamOf(new URLSearchParams(''))).toBeNull();
  });

  it('refuses values that are not strings (e.g. a duplicated ?next= parsed as an array)', () => {
    expect(safeNextPath(['/deposit', '//evil.example'])).toBeNull();
    expect(safeNextPath(undefined)).toBeNull();
    expect(safeNextPath(null)).toBeNull();
  });
});
