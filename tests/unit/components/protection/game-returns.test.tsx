import { act, screen } from '@testing-library/react';
import { GameTile } from '@/components/games/game-tile';
import { GameReturns, realisedReturn } from '@/components/protection/game-returns';
import { mockBff, renderWithIntl } from '../../render';
import { baccarat, tiger } from '../../lib/games/fixtures';

// docs/player-protection.md, return to player per game: the theoretical return on the tile, and in the lobby
// the member's own return over 30 days beside it.

async function flush() {
  await act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });
}

describe('the game tile', () => {
  it('shows the theoretical return when the catalogue gives one, and nothing otherwise', () => {
    const { rerender } = renderWithIntl(
      <GameTile
        name="เสือนำโชค"
        providerName="Siam Reels"
        category="slot"
        categoryLabel="สล็อต"
        image={null}
        rtpLabel="RTP 95.95%"
        actionLabel="เล่น เสือนำโชค"
        onPlay={() => undefined}
      />,
    );
    expect(screen.getByRole('button', { name: 'เล่น เสือนำโชค' })).toHaveTextContent('RTP 95.95%');
    rerender(
      <GameTile
        name="เสือนำโชค"
        providerName="Siam Reels"
        category="slot"
        categoryLabel="สล็อต"
        image={null}
        rtpLabel={null}
        actionLabel="เล่น เสือนำโชค"
        onPlay={() => undefined}
      />,
    );
    expect(screen.getByRole('button', { name: 'เล่น เสือนำโชค' })).not.toHaveTextContent('RTP');
  });
});

describe('GameReturns', () => {
  beforeEach(() => {
    document.cookie = 'lobby_member=1';
  });

  it('is wins over stakes, and none without stakes', () => {
    expect(realisedReturn(20_000, 25_000)).toBe('125.00');
    expect(realisedReturn(30_000, 26_250)).toBe('87.50');
    expect(realisedReturn(0, 0)).toBeNull();
  });

  it('shows each game played with its theoretical and realised return, stakes, wins and net', async () => {
    mockBff({
      '/games/returns': () => ({
        json: {
          days: 30,
          games: [
            {
              provider: 'siamreels',
              code: 'lucky-tiger',
              rounds: 2,
              stakesSatang: 20_000,
              winsSatang: 25_000,
              netSatang: 5_000,
            },
            {
              provider: 'lotuslive',
              code: 'baccarat',
              rounds: 1,
              stakesSatang: 5_000,
              winsSatang: 0,
              netSatang: -5_000,
            },
          ],
        },
      }),
    });
    renderWithIntl(<GameReturns games={[tiger, { ...baccarat, rtp: 98.94 }]} locale="th" />);
    await flush();
    const section = screen.getByRole('region', { name: 'ผลการเล่นของคุณแยกตามเกม 30 วันล่าสุด' });
    const items = section.querySelectorAll('li');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('เสือนำโชค');
    expect(items[0]).toHaveTextContent('อัตราจ่ายคืนตามทฤษฎี 95.95%');
    expect(items[0]).toHaveTextContent('ที่คุณได้จริง 125.00%');
    expect(items[0]).toHaveTextContent('2 รอบ: แทง 200.00 บาท ได้ 250.00 บาท สุทธิ +50.00 บาท');
    expect(items[1]).toHaveTextContent('อัตราจ่ายคืนตามทฤษฎี 98.94%');
    expect(items[1]).toHaveTextContent('สุทธิ −50.00 บาท');
  });

  it('says so when nothing was played, and shows nothing without the upstream extension', async () => {
    mockBff({ '/games/returns': () => ({ json: { days: 30, games: [] } }) });
    const { unmount } = renderWithIntl(<GameReturns games={[tiger]} locale="en" />, 'en');
    await flush();
    expect(screen.getByText('You have not played any game in the last 30 days.')).toBeInTheDocument();
    unmount();
    mockBff({ '/games/returns': () => ({ json: null }) });
    renderWithIntl(<GameReturns games={[tiger]} locale="en" />, 'en');
    await flush();
    expect(screen.queryByRole('region')).toBeNull();
  });
});
