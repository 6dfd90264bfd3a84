import 'server-only';
import { config } from '../config';
import { siteEnv } from '../env/site';
import { gameFrameOrigins } from './csp';
import { demoGameProxyEnabled } from './game-frame';

/** The running site's game origins: the same list proxy.ts puts in the CSP frame-src. */
export function configuredGameOrigins(): string[] {
  return gameFrameOrigins({
    GAME_FRAME_ORIGINS: siteEnv.get('GAME_FRAME_ORIGINS'),
    CASINO_API_URL: config().casinoApiUrl,
  });
}

/** Whether this site serves the embedded API's demo games under its own path (lib/security/game-frame.ts). */
export function demoGameProxyOn(upstream: string | undefined): boolean {
  return demoGameProxyEnabled(upstream, {
    production: process.env.NODE_ENV === 'production',
    demo: siteEnv.get('DEMO'),
    demoGameProxy: siteEnv.get('DEMO_GAME_PROXY'),
  });
}
