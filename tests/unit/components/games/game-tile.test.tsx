import { render, screen } from '@testing-library/react';
import { GameTile } from '@/components/games/game-tile';

jest.mock('@/lib/i18n/navigation', () => ({
  // next-intl's Link takes `prefetch`; an <a> does not
  Link: ({ href, ...props }: { href: string; prefetch?: boolean }) => {
    delete props.prefetch;
    // A stand-in for next-intl's Link: its children arrive in props.
    // eslint-disable-next-line jsx-a11y/anchor-has-content
    return <a href={`/lobby${href}`} {...props} />;
  },
}));

const base = {
  name: 'เสือนำโชค',
  providerName: 'Siam Reels',
  category: 'slot',
  categoryLabel: 'สล็อต',
  image: '/api/game-image/siamreels/lucky-tiger',
  actionLabel: 'เล่น เสือนำโชค',
};

it('shows the whole name, provider and category, and the picture through next/image', () => {
  render(<GameTile {...base} onPlay={() => undefined} />);
  const tile = screen.getByRole('button', { name: 'เล่น เสือนำโชค' });
  expect(tile).toHaveTextContent('เสือนำโชค');
  expect(tile).toHaveTextContent('Siam Reels · สล็อต');
  // never letters cut from the name ("เสื"): the name appears once, whole
  expect(tile.textContent!.match(/เสื/g)).toHaveLength(1);
  const img = tile.querySelector('img')!;
  expect(img).toHaveAttribute('alt', '');
  expect(img).toHaveAttribute('loading', 'lazy');
  expect(img).toHaveAttribute('width', '384');
  expect(img).toHaveAttribute('height', '384');
  expect(img.getAttribute('sizes')).toContain('46vw');
  // optimized by next/image from our own BFF path, never the upstream host
  const src = new URL(img.getAttribute('src')!, 'http://site');
  expect(src.pathname).toMatch(/\/_next\/image$/);
  expect(src.searchParams.get('url')).toBe('/lobby/api/game-image/siamreels/lucky-tiger');
  // only the widths a tile can be drawn at (275 CSS px at 3x at most), the largest of them as src
  const widths = img
    .getAttribute('srcset')!
    .split(', ')
    .map((entry) => Number(/ (\d+)w$/.exec(entry)![1]));
  expect(widths).toEqual([256, 384, 640, 750, 828]);
  expect(src.searchParams.get('w')).toBe('828');
});

it('draws the category art, not initials, for a game without a picture', () => {
  const { container } = render(
    <GameTile {...base} name="มาจองเวย์" category="fishing" categoryLabel="ยิงปลา" image={null} />,
  );
  expect(container.querySelector('img')).toBeNull();
  const art = container.querySelector('.game-tile-art svg')!;
  expect(art).not.toBeNull();
  expect(art.textContent).toBe('');
  expect(container.querySelector('.game-tile-art')).toHaveAttribute('aria-hidden', 'true');
  expect(screen.getByText('มาจองเวย์')).toBeInTheDocument();
});

it('gives two fallback tiles of one page their own gradient ids', () => {
  const { container } = render(
    <>
      <GameTile {...base} name="ก" image={null} />
      <GameTile {...base} name="ข" image={null} />
    </>,
  );
  const ids = [...container.querySelectorAll('linearGradient')].map((g) => g.id);
  expect(new Set(ids).size).toBe(2);
});

it('links to where the tile leads on server pages, with a badge', () => {
  render(<GameTile {...base} href="/casino-test?game=lucky-tiger" badge={{ kind: 'new', label: 'มาใหม่' }} />);
  const link = screen.getByRole('link', { name: 'เล่น เสือนำโชค' });
  expect(link).toHaveAttribute('href', '/lobby/casino-test?game=lucky-tiger');
  expect(link).toHaveTextContent('มาใหม่');
});
