import { categoriesOf, categoryKey, popularFirst } from '@/lib/games/catalogue-order';
import { baccarat, carp, game, thaiOnly, tiger } from './fixtures';

it('offers a tab for each category present, in a fixed order, unknown ones as "other"', () => {
  expect(categoriesOf([carp, thaiOnly, baccarat, tiger, game({ code: 'x' })])).toEqual([
    'slot',
    'casino',
    'fishing',
    'other',
  ]);
  expect(categoriesOf([baccarat])).toEqual(['casino']);
  expect(categoryKey('arcade')).toBe('other');
});

it('puts popular games first and keeps the upstream order within each group', () => {
  const a = game({ code: 'a' });
  const b = game({ code: 'b', popular: true });
  const c = game({ code: 'c' });
  const d = game({ code: 'd', popular: true });
  expect(popularFirst([a, b, c, d]).map((g) => g.code)).toEqual(['b', 'd', 'a', 'c']);
});
