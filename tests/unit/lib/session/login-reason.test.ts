import { loginPathFor, loginReason } from '@/lib/session/login-reason';

// Every state change says so: the login page names why the site sent the member there.
it('reads only the reasons the site itself sends, so a link cannot put words on the login page', () => {
  expect(loginReason('password-changed')).toBe('password-changed');
  expect(loginReason('ended')).toBe('ended');
  expect(loginReason('hacked')).toBeNull();
  expect(loginReason(['ended', 'ended'])).toBeNull();
  expect(loginReason(undefined)).toBeNull();
});

it('builds the login path of a language with the reason and a return path', () => {
  expect(loginPathFor('', 'password-changed')).toBe('/login?reason=password-changed');
  expect(loginPathFor('/en', 'ended', '/en/deposit')).toBe('/en/login?next=%2Fen%2Fdeposit&reason=ended');
});
