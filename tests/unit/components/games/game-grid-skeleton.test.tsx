import { screen } from '@testing-library/react';
import { GameGridSkeleton } from '@/components/games/game-grid-skeleton';
import { renderWithIntl } from '../../render';

jest.mock('next-intl/server', () => {
  const { createTranslator } = jest.requireActual<typeof import('next-intl')>('next-intl');
  const messages = jest.requireActual('@/messages/th.json');
  return {
    getTranslations: async (namespace: string) => createTranslator({ locale: 'th', messages, namespace }),
  };
});

it('stands in for the lobby grid with tiles a screen reader skips and one line it reads', async () => {
  const { container } = renderWithIntl(await GameGridSkeleton());
  expect(screen.getByRole('status')).toHaveTextContent('กำลังโหลดรายการเกม…');
  const grid = container.querySelector('ul.game-grid');
  expect(grid).toHaveAttribute('aria-hidden', 'true');
  // the real tile's parts, so the grid keeps its size when the games arrive
  const tiles = grid!.querySelectorAll('li > .game-tile');
  expect(tiles).toHaveLength(12);
  for (const tile of tiles) {
    expect(tile.querySelector('.game-tile-media')).not.toBeNull();
    expect(tile.querySelector('.game-tile-name')).not.toBeNull();
    expect(tile.querySelector('.game-tile-meta')).not.toBeNull();
  }
  // nothing in it can be tapped
  expect(grid!.querySelectorAll('a, button')).toHaveLength(0);
});
