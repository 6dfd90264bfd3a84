import { bff } from '@/lib/bff/pipeline';
import { callOptionalUpstream } from '@/lib/casino/client';
import { toGameReturnsView } from '@/lib/protection/view';

// GET /lobby/api/games/returns (docs/player-protection.md, "Return to player per game"): the member's own
// stakes, wins and net per game over the last 30 days. An upstream without the optional extension answers
// null, and the lobby shows no such figures.
export const GET = bff({
  auth: 'member',
  async handle({ session }) {
    const answer = await callOptionalUpstream('gameReturns', { token: session.token });
    return { json: answer ? toGameReturnsView(answer.data) : null };
  },
});
