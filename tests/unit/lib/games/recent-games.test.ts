import { memberKey, pushRecent, readRecent, recentCookie, RECENT_MAX } from '@/lib/games/recent-games';

const me = memberKey('0812345678');
const other = memberKey('0898765432');

it('keeps the last six games, newest first, each once', () => {
  let ids: string[] = [];
  for (const id of ['1', '2', '3', '1', '4', '5', '6', '7']) ids = pushRecent(ids, id);
  expect(ids).toEqual(['7', '6', '5', '4', '1', '3']);
  expect(ids).toHaveLength(RECENT_MAX);
});

it('reads back what the cookie stored for the same member only', () => {
  const cookie = recentCookie(me, ['12', '3'], '/lobby');
  expect(cookie).toMatch(/^lobby-recent=[^;]+; Path=\/lobby; Max-Age=\d+; SameSite=Lax$/);
  const value = cookie.split(';')[0]!.split('=')[1];
  expect(readRecent(value, me)).toEqual(['12', '3']);
  // another member on the same phone sees none of it
  expect(me).not.toBe(other);
  expect(readRecent(value, other)).toEqual([]);
});

// docs/security.md, cookies: on an https page the cookie script writes is Secure
it('marks the cookie Secure on an https page only', () => {
  expect(recentCookie(me, ['12'], '/lobby', 'https:')).toMatch(/; SameSite=Lax; Secure$/);
  expect(recentCookie(me, ['12'], '/lobby', 'http:')).toMatch(/; SameSite=Lax$/);
});

it('ignores a missing or tampered cookie', () => {
  expect(readRecent(undefined, me)).toEqual([]);
  expect(readRecent(`${me}.1.<script>.2.2`, me)).toEqual(['1', '2']);
  expect(readRecent(`${me}.${Array.from({ length: 10 }, (_, i) => i).join('.')}`, me)).toHaveLength(
    RECENT_MAX,
  );
});
