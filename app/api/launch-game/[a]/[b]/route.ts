import { bff } from '@/lib/bff/pipeline';
import { callUpstream } from '@/lib/casino/client';
import { AppError } from '@/lib/errors';
import { config } from '@/lib/config';
import { configuredGameOrigins, demoGameProxyOn } from '@/lib/security/game-origins';
import { siteGameUrl } from '@/lib/security/game-frame';
import { isFramableGameUrl } from '@/lib/security/csp';

const SEGMENT = /^[A-Za-z0-9_-]{1,64}$/;

// GET launch-game/{a}/{b}?mobile= (spec §7): the game URL to open in the embedded frame.
export const GET = bff({
  auth: 'member',
  async handle({ req, session, params }) {
    const { a = '', b = '' } = params;
    if (!SEGMENT.test(a) || !SEGMENT.test(b)) throw new AppError('not_found');
    const mobile = req.nextUrl.searchParams.get('mobile') === 'true' ? 'true' : 'false';
    const result = await callUpstream('launchGame', {
      token: session.token,
      params: { a, b },
      body: { mobile },
    });
    if (!result.success || !result.url) throw new AppError('forbidden', { message: result.msg ?? undefined });
    // The game frame loads only https pages of the configured game providers, so an upstream answer
    // cannot put someone else's page inside ours (docs/security.md).
    if (!isFramableGameUrl(result.url, configuredGameOrigins()))
      throw new AppError('upstream_contract', { detail: 'launchGame: url outside GAME_FRAME_ORIGINS' });
    // the embedded demo's loopback URL is served under the site's path (lib/security/game-frame.ts)
    return {
      json: { url: siteGameUrl(result.url, config().casinoApiUrl, demoGameProxyOn(config().casinoApiUrl)) },
    };
  },
});
