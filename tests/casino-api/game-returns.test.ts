import { returnToPlayerPercent } from '../../casino-api/services/slot';
import { expectContract, registerMember, startTestApi, stopTestApi, type TestApi } from './helpers';

/*
 * Return to player per game (docs/player-protection.md): the catalogue gives each game's theoretical return,
 * which for the demo games is the demo slot machine's own; and a member sees their own stakes, wins and net
 * per game over the last 30 days, from their rounds. The API's clock is moved with advance().
 */

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ config: { memberTokenSeconds: 60 * 24 * 60 * 60 } });
});
afterAll(() => stopTestApi(api));

const DAY = 24 * 60 * 60;

const returns = async (token: string) =>
  expectContract('gameReturns', (await api.call('GET', '/customers/games/returns', { token })).body).data;

describe('theoretical return in the catalogue', () => {
  it('gives every demo game the demo slot machine’s return, to two decimals', async () => {
    expect(returnToPlayerPercent()).toBeCloseTo(95.95288, 4);
    const { data } = expectContract('games', (await api.call('GET', '/games')).body);
    expect(data.length).toBeGreaterThan(0);
    for (const game of data) expect(game.rtp).toBe(95.95);
  });
});

describe('the member’s own return per game', () => {
  it('sums stakes, wins and net per game over the last 30 days, newest rounds only', async () => {
    const phone = '0866600001';
    const token = await registerMember(api, phone);
    const dep = await api.call('POST', '/requests/deposit/prepare', { token, form: { amount: '1000' } });
    await api.operator('POST', `/requests/${dep.body.data.id}/approve`);
    expect(await returns(token)).toEqual({ days: 30, games: [] });

    const round = (game: string, bet: string, win: string) =>
      api.operator('POST', '/rounds', { phone, bet, win, game });
    expect((await round('siamreels/lucky-tiger', '100', '0')).status).toBe(200);
    api.advance(2 * DAY);
    await round('siamreels/lucky-tiger', '100', '250');
    await round('lotuslive/baccarat', '50', '0');
    // a round with no game (the operator's plain round) is in no game's figures
    await api.operator('POST', '/rounds', { phone, bet: '10', win: '0' });

    expect(await returns(token)).toEqual({
      days: 30,
      games: [
        {
          provider: 'siamreels',
          code: 'lucky-tiger',
          rounds: 2,
          stakes: '200.00',
          wins: '250.00',
          net: '50.00',
        },
        { provider: 'lotuslive', code: 'baccarat', rounds: 1, stakes: '50.00', wins: '0.00', net: '-50.00' },
      ],
    });

    // 29 days on, the first tiger round is past the window
    api.advance(29 * DAY);
    expect((await returns(token)).games[0]).toEqual({
      provider: 'siamreels',
      code: 'lucky-tiger',
      rounds: 1,
      stakes: '100.00',
      wins: '250.00',
      net: '150.00',
    });
  });

  it('shows a member only their own rounds', async () => {
    const token = await registerMember(api, '0866600002');
    expect((await returns(token)).games).toEqual([]);
    expect((await api.call('GET', '/customers/games/returns')).status).toBe(401);
  });
});
