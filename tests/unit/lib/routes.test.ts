import { accessOf, memberPlayPath, splitLocalePrefix } from '@/lib/routes';

// Spec §2 route list and docs/architecture.md §3 access classes.
describe('route table', () => {
  it.each([
    ['/', 'public'],
    ['/promotion', 'public'],
    ['/privacy-policy', 'public'],
    ['/casino-test', 'public'],
    ['/article', 'public'],
    ['/article/how-to-deposit-promptpay', 'public'],
    ['/ref', 'public'],
    ['/authenticate', 'public'],
    ['/authentication', 'public'],
    ['/login', 'guest-only'],
    ['/register', 'guest-only'],
    ['/forgetpassword', 'guest-only'],
    ['/deposit', 'member'],
    ['/withdraw', 'member'],
    ['/history', 'member'],
    ['/affiliate', 'member'],
    ['/referral', 'member'],
    ['/lobby', 'member'],
    ['/lobby/slot-7', 'member'],
    ['/u', 'member'],
    ['/u/42', 'member'],
    ['/deposit/', 'member'],
  ])('%s is %s', (path, access) => {
    expect(accessOf(path)).toBe(access);
  });

  it.each([
    '/nope',
    '/deposit/extra',
    '/lobby/a/b',
    '/api/login',
    '/lobby/' + 'x'.repeat(65),
    '/Deposit',
    '/login.php',
  ])('%s is not a page', (path) => {
    expect(accessOf(path)).toBeNull();
  });

  it('splits the locale prefix, with Chinese shown as /cn', () => {
    expect(splitLocalePrefix('/en/deposit')).toEqual({ locale: 'en', prefix: '/en', page: '/deposit' });
    expect(splitLocalePrefix('/cn')).toEqual({ locale: 'zh-CN', prefix: '/cn', page: '/' });
    expect(splitLocalePrefix('/deposit')).toEqual({ locale: 'th', prefix: '', page: '/deposit' });
    expect(splitLocalePrefix('/english')).toEqual({ locale: 'th', prefix: '', page: '/english' });
  });

  it('sends a member who asks for trial play to real play in the lobby, the tapped game launched', () => {
    const q = (s: string) => new URLSearchParams(s);
    expect(memberPlayPath('/casino-test', q(''))).toBe('/lobby');
    expect(memberPlayPath('/casino-test/', q('game=lucky-tiger'))).toBe('/lobby/lucky-tiger');
    // a game code that is no lobby path is not passed on
    expect(memberPlayPath('/casino-test', q('game=../u/1'))).toBe('/lobby');
    expect(memberPlayPath('/promotion', q('game=lucky-tiger'))).toBeNull();
    expect(memberPlayPath('/', q(''))).toBeNull();
  });
});
