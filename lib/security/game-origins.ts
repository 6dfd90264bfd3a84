import 'server-only';
import { config } from '../config';
import { gameFrameOrigins } from './csp';

/** The running site's game origins: the same list proxy.ts puts in the CSP frame-src. */
export function configuredGameOrigins(): string[] {
  return gameFrameOrigins({
    GAME_FRAME_ORIGINS: process.env.GAME_FRAME_ORIGINS,
    CASINO_API_URL: config().casinoApiUrl,
  });
}
