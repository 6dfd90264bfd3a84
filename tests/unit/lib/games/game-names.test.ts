import { toGameView } from '@/lib/casino/game-view';
import { gameName, matchesQuery, searchText, splitBilingual } from '@/lib/games/game-names';
import { baccarat, carp, thaiOnly, tiger } from './fixtures';

describe('gameName', () => {
  it('uses the upstream name for the page language', () => {
    expect(gameName(tiger, 'th')).toBe('เสือนำโชค');
    expect(gameName(tiger, 'en')).toBe('Lucky Tiger');
    expect(gameName(tiger, 'zh-CN')).toBe('幸运虎');
  });

  it('splits the usual "Thai (English)" name when the upstream sends no names', () => {
    const plain = { ...tiger, names: {} };
    expect(gameName(plain, 'th')).toBe('เสือนำโชค');
    expect(gameName(plain, 'en')).toBe('Lucky Tiger');
    // a Chinese reader gets the English name rather than Thai
    expect(gameName(plain, 'zh-CN')).toBe('Lucky Tiger');
  });

  it('shows a Thai-only name as given in every language, never cut', () => {
    for (const locale of ['th', 'en', 'zh-CN']) expect(gameName(thaiOnly, locale)).toBe('มาจองเวย์');
  });

  it('leaves names of other shapes alone', () => {
    expect(splitBilingual('Lucky Tiger (Deluxe)')).toBeNull();
    expect(splitBilingual('เสือ (ใหม่)')).toBeNull();
    expect(splitBilingual('ไฮโล（Hi-Lo）')).toEqual({ th: 'ไฮโล', en: 'Hi-Lo' });
  });
});

describe('search', () => {
  const find = (q: string) => [tiger, baccarat, carp, thaiOnly].filter((g) => matchesQuery(searchText(g), q));

  it('finds a game by its name in any of the three languages, whatever the page language', () => {
    expect(find('tiger')).toEqual([tiger]);
    expect(find('เสือ')).toEqual([tiger]);
    expect(find('虎')).toEqual([tiger]);
    expect(find('TIGER ')).toEqual([tiger]);
    expect(find('百家')).toEqual([baccarat]);
  });

  it('finds by provider and by every word typed', () => {
    expect(find('coral')).toEqual([carp]);
    expect(find('golden carp')).toEqual([carp]);
    expect(find('golden tiger')).toEqual([]);
  });

  it('matches everything for an empty query', () => {
    expect(find('  ')).toHaveLength(4);
  });
});

describe('toGameView', () => {
  it('keeps the upstream image URL on the server and gives our own path instead', () => {
    const view = toGameView({
      id: '7',
      provider: 'siamreels',
      code: 'lucky-tiger',
      name: 'เสือนำโชค (Lucky Tiger)',
      category: 'slot',
      image_url: 'http://127.0.0.1:4000/demo/art/lucky-tiger.webp',
      names: { th: 'เสือนำโชค', en: ' Lucky Tiger ', zh: null },
      provider_name: 'Siam Reels',
      popular: true,
      rtp: 95.95,
    });
    expect(view).toEqual({
      id: '7',
      provider: 'siamreels',
      code: 'lucky-tiger',
      name: 'เสือนำโชค (Lucky Tiger)',
      names: { th: 'เสือนำโชค', en: 'Lucky Tiger' },
      providerName: 'Siam Reels',
      category: 'slot',
      image: '/api/game-image/siamreels/lucky-tiger',
      popular: true,
      isNew: false,
      rtp: 95.95,
    });
  });

  it('has no picture for a missing or non-http image, and shows the provider code without a name', () => {
    const base = { id: '1', provider: 'pg', code: 'x', name: 'x', category: 'slot' };
    expect(toGameView({ ...base, image_url: 'javascript:alert(1)' }).image).toBeNull();
    expect(toGameView({ ...base, image_url: null }).image).toBeNull();
    expect(toGameView(base).providerName).toBe('pg');
    // an optional extension: none given is none shown
    expect(toGameView(base).rtp).toBeNull();
  });
});
