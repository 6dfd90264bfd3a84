import 'server-only';
import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { AppError } from '../errors';
import { callUpstream } from './client';
import { isFramableGameUrl } from '../security/csp';
import { clientIp } from '../security/client-ip';
import { configuredGameOrigins, demoGameProxyOn } from '../security/game-origins';
import { siteGameUrl } from '../security/game-frame';
import { config } from '../config';
import { consume } from '../security/rate-limit';

/*
 * Trial play (spec §2 /casino-test, §6): a guest launches a game with play money. No session is needed; the
 * upstream answers with a game URL that the browser opens in a sandboxed frame, so only
 * URLs of the configured game origins (GAME_FRAME_ORIGINS) are passed on.
 */

const gamePart = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

export async function launchTrialGame(
  req: NextRequest,
  params: { a: string; b: string },
): Promise<{ url: string }> {
  const a = gamePart.safeParse(params.a);
  const b = gamePart.safeParse(params.b);
  if (!a.success || !b.success) throw new AppError('not_found');
  // Each launch writes an upstream row and needs no login, so it is limited per client address
  // (docs/security.md, limits).
  await consume('trialLaunchIp', clientIp(req));
  const mobile = req.nextUrl.searchParams.get('mobile') === 'true' ? 'true' : 'false';
  const answer = await callUpstream('trialGame', { params: { a: a.data, b: b.data }, body: { mobile } });
  if (!answer.success || !answer.url || !isFramableGameUrl(answer.url, configuredGameOrigins())) {
    throw new AppError('upstream_unavailable', { detail: 'trialGame: no playable url' });
  }
  // the embedded demo's loopback URL is served under the site's path (lib/security/game-frame.ts)
  return { url: siteGameUrl(answer.url, config().casinoApiUrl, demoGameProxyOn(config().casinoApiUrl)) };
}
