import { marketingEntry } from '@/lib/marketing/entry';
import { readAffiliate, encodeAffiliate, readReferralKey } from '@/lib/marketing/cookies';

const q = (s: string) => new URLSearchParams(s);

describe('marketing entry links (spec §3, docs/architecture.md §3)', () => {
  it('ignores ordinary page visits', () => {
    expect(marketingEntry('/promotion', '', q('page=2'))).toBeNull();
  });

  it('sends an affiliate link through the lookup and keeps the rest of the query', () => {
    expect(marketingEntry('/promotion', '/en', q('aff=AFF001&page=2'))).toEqual({
      location: '/en/promotion?page=2',
      cookies: [],
      affiliateKey: 'AFF001',
    });
  });

  it('turns /ref?id=KEY into ck-refferal and the register page of the same language', () => {
    expect(marketingEntry('/ref', '/cn', q('id=FRIEND7'))).toEqual({
      location: '/cn/register',
      cookies: [{ name: 'ck-refferal', value: 'FRIEND7', maxAge: 2592000, path: '/lobby' }],
      affiliateKey: undefined,
    });
  });

  it('keeps an ad click id for 30 days on path / (docs/architecture.md §8)', () => {
    const d = marketingEntry('/', '', q('click_id=abc.123'));
    expect(d?.location).toBe('/');
    expect(d?.cookies).toEqual([{ name: 'adskeeper', value: 'abc.123', maxAge: 30 * 24 * 3600, path: '/' }]);
  });

  it.each(['', '<script>', 'x'.repeat(200), 'a b', '../x'])(
    'drops a bad key %j but still cleans the URL',
    (bad) => {
      const d = marketingEntry(
        '/',
        '/en',
        q(`aff=${encodeURIComponent(bad)}&click_id=${encodeURIComponent(bad)}`),
      );
      expect(d).toEqual({ location: '/en', cookies: [], affiliateKey: undefined });
    },
  );

  it('reads back only well-formed cookies', () => {
    const value = encodeAffiliate({
      affiliate_key: 'AFF001',
      username: 'adviser01',
      name: 'ที่ปรึกษา หนึ่ง',
      line: '@adviser01',
    });
    expect(readAffiliate(value)?.username).toBe('adviser01');
    expect(readAffiliate('{not-json')).toBeNull();
    expect(readAffiliate(JSON.stringify({ affiliate_key: '<x>', username: 'a', name: 'b' }))).toBeNull();
    expect(readReferralKey('FRIEND7')).toBe('FRIEND7');
    expect(readReferralKey('a;b')).toBeNull();
  });
});
