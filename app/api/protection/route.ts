import { bff } from '@/lib/bff/pipeline';
import { callUpstream } from '@/lib/casino/client';
import { toProtectionView } from '@/lib/protection/view';

// GET /lobby/api/protection (docs/player-protection.md): limits, what remains, a running break,
// reality-check figures.
export const GET = bff({
  auth: 'member',
  async handle({ session }) {
    const { data } = await callUpstream('protection', { token: session.token });
    return { json: toProtectionView(data) };
  },
});
