import { safeNextPath } from '@/lib/safe-redirect';

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
    // protocol-relative and extra slashes
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    // backslashes
    '\\\\evil.example',
    '/deposit\\..\\..\\evil',
    // control characters
    '/\tevil.example',
    '/de\nposit',
    '/\r/evil.example',
    '/deposit\u0000',
    // percent-encoded separators and dots
    '/%2fevil.example',
    '/%5cevil.example',
    '/%2e%2e/deposit',
    '/%252fevil.example',
    // dot segments
    '/en/../deposit',
    '/./deposit',
    '/deposit/..',
    // locale prefix followed by a slash
    '/en//evil.example',
    '/cn/\\evil.example',
    // userinfo and look-alike hosts
    '/@evil.example',
    'https://lobby.invalid@evil.example/',
    'evil.example/deposit',
    // unicode dots and fullwidth characters
    '/deposit\u3002evil',
    '／／evil.example',
    '/ｄeposit',
    // javascript: and data: with case and control tricks
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    // API, Next internals, guest-only and unknown pages
    '/api/logout',
    '/_next/static/chunk.js',
    '/login',
    '/en/register',
    '/nope',
    // very long values
    '/deposit?x=' + 'a'.repeat(600),
    '',
  ];

  it.each(hostile)('refuses %j', (input) => {
    expect(safeNextPath(input)).toBeNull();
  });

  it('refuses values that are not strings (e.g. a duplicated ?next= parsed as an array)', () => {
    expect(safeNextPath(['/deposit', '//evil.example'])).toBeNull();
    expect(safeNextPath(undefined)).toBeNull();
    expect(safeNextPath(null)).toBeNull();
  });
});
