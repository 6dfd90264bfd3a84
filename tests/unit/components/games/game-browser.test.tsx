import { fireEvent, render, screen, within } from '@testing-library/react';
import { GameBrowser, type GameBrowserLabels } from '@/components/games/game-browser';
import en from '@/messages/en.json';
import th from '@/messages/th.json';
import { baccarat, carp, thaiOnly, tiger } from '../../lib/games/fixtures';

const labelsOf = (m: typeof th, action: string): GameBrowserLabels => ({
  ...m.Games,
  action,
  categories: m.Games.categories,
});

const games = [baccarat, carp, thaiOnly, tiger];

function renderBrowser(locale = 'th', extra: Partial<Parameters<typeof GameBrowser>[0]> = {}) {
  const onPlay = jest.fn();
  const labels = locale === 'en' ? labelsOf(en, 'Play {name}') : labelsOf(th, 'เล่น {name}');
  render(<GameBrowser games={games} locale={locale} labels={labels} onPlay={onPlay} {...extra} />);
  return onPlay;
}

const grid = () => screen.getByRole('list', { name: /รายชื่อเกม|Games/ });
const names = () =>
  within(grid())
    .getAllByRole('button')
    .map((b) => b.getAttribute('aria-label'));

it('shows popular games first, each named in the page language', () => {
  renderBrowser('th');
  expect(names()).toEqual(['เล่น เสือนำโชค', 'เล่น บาคาร่า', 'เล่น ปลาคาร์ปทองคำ', 'เล่น มาจองเวย์']);
  expect(within(grid()).getAllByRole('button')[0]).toHaveTextContent('ยอดนิยม');
});

it('names games in English on the English page, a Thai-only name as given', () => {
  renderBrowser('en');
  expect(names()).toEqual(['Play Lucky Tiger', 'Play Baccarat', 'Play Golden Carp', 'Play มาจองเวย์']);
});

it('filters by category tab: all, then the categories present', () => {
  renderBrowser('th');
  const tabs = screen.getByRole('group', { name: 'หมวดเกม' });
  expect(
    within(tabs)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['ทั้งหมด', 'สล็อต', 'คาสิโนสด', 'ยิงปลา', 'เกมอื่น ๆ']);
  fireEvent.click(within(tabs).getByRole('button', { name: 'คาสิโนสด' }));
  expect(within(tabs).getByRole('button', { name: 'คาสิโนสด' })).toHaveAttribute('aria-pressed', 'true');
  expect(names()).toEqual(['เล่น บาคาร่า']);
  fireEvent.click(within(tabs).getByRole('button', { name: 'ทั้งหมด' }));
  expect(names()).toHaveLength(4);
});

it.each([['tiger'], ['เสือ'], ['虎']])('finds เสือนำโชค by typing "%s"', (query) => {
  renderBrowser('th');
  fireEvent.change(screen.getByRole('searchbox', { name: 'ค้นหาเกม' }), { target: { value: query } });
  expect(names()).toEqual(['เล่น เสือนำโชค']);
});

it('says so when nothing matches', () => {
  renderBrowser('th');
  fireEvent.change(screen.getByRole('searchbox', { name: 'ค้นหาเกม' }), { target: { value: 'zzz' } });
  expect(screen.queryByRole('list', { name: 'รายชื่อเกม' })).toBeNull();
  expect(screen.getByRole('status')).toHaveTextContent('ไม่พบเกมที่ตรงกับ “zzz”');
});

it('shows the recently played row above the catalogue, and plays a game from it', () => {
  const onPlay = renderBrowser('th', { recent: [carp, tiger] });
  const row = screen.getByRole('list', { name: 'เล่นล่าสุด' });
  expect(screen.getByRole('heading', { name: 'เล่นล่าสุด' })).toBeInTheDocument();
  const tiles = within(row).getAllByRole('button');
  expect(tiles.map((b) => b.getAttribute('aria-label'))).toEqual(['เล่น ปลาคาร์ปทองคำ', 'เล่น เสือนำโชค']);
  fireEvent.click(tiles[1]!);
  expect(onPlay).toHaveBeenCalledWith(tiger);
});

it('has no recently played row without history', () => {
  renderBrowser('th', { recent: [] });
  expect(screen.queryByRole('list', { name: 'เล่นล่าสุด' })).toBeNull();
});
