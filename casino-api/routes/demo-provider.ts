import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { amountField } from '../../lib/casino/contract-fields';
import { toSatang, toWireBaht } from '../../lib/casino/contract-money';
import { DEMO_FONT_FILES, renderExpiredPage, renderGamePage } from '../demo-game/page';
import type { Deps } from '../deps';
import { ApiError, fieldError } from '../http/errors';
import { parseInput, readInput } from '../http/input';
import { protectionMessages, walletMessages as m } from '../http/messages';
import { bearerToken } from '../http/mount';
import { findGameSession, sessionBalance, spin } from '../services/game-sessions';
import { lossReached, playLimits } from '../services/play-limits';
import { BETS_SATANG } from '../services/slot';

/*
 * The demo game provider (docs/architecture.md §6): the game page the site frames, and the spin endpoint
 * that page calls with its game-session token. Real sessions bet and win against the wallet,
 * trial sessions against play money.
 */

const spinSchema = z.object({ bet: amountField }).strict();

/** Headers of the framed page: its own scripts only, talking only to this origin. */
function pageHeaders(c: Context, nonce: string): void {
  c.header(
    'Content-Security-Policy',
    `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; font-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'`,
  );
  // the URL carries the session token: it must not leak to anyone through a Referer
  c.header('Referrer-Policy', 'no-referrer');
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Cache-Control', 'no-store');
}

/** The site's Sarabun files (@fontsource/sarabun, app/fonts.ts), read once, for the game page. */
const fontDir = path.join(
  path.dirname(createRequire(__filename).resolve('@fontsource/sarabun/package.json')),
  'files',
);
const fonts = new Map<string, Buffer>();

/** The demo games' art, drawn by scripts/draw-game-art.ts and committed beside the game page. */
const ART_DIR = path.join(__dirname, '..', 'demo-game', 'art');
const ART_FILE = /^[a-z0-9-]{1,64}\.webp$/;

export function demoProviderRoutes(app: Hono, deps: Deps): void {
  app.get('/demo/fonts/:file', (c) => {
    const file = c.req.param('file');
    // only the listed files: nothing from the URL reaches the file system
    if (!(DEMO_FONT_FILES as readonly string[]).includes(file)) return c.notFound();
    let body = fonts.get(file);
    if (!body) fonts.set(file, (body = readFileSync(path.join(fontDir, file))));
    c.header('Content-Type', 'font/woff2');
    c.header('Cache-Control', 'public, max-age=86400');
    c.header('X-Content-Type-Options', 'nosniff');
    // the frame's origin may differ from this API's (served under the site's path or not)
    c.header('Cross-Origin-Resource-Policy', 'cross-origin');
    return c.body(new Uint8Array(body));
  });

  // The art of every demo game (seed/data.ts image_url): a fixed folder, names checked before
  // touching the disk, so no path can leave it.
  app.get('/demo/art/:file', async (c) => {
    const file = c.req.param('file');
    if (!ART_FILE.test(file)) return c.json({ message: 'Not Found' }, 404);
    const bytes = await readFile(path.join(ART_DIR, file)).catch(() => null);
    if (!bytes) return c.json({ message: 'Not Found' }, 404);
    c.header('Content-Type', 'image/webp');
    c.header('Cache-Control', 'public, max-age=86400');
    c.header('X-Content-Type-Options', 'nosniff');
    return c.body(new Uint8Array(bytes));
  });

  app.get('/demo/play/:provider/:code', async (c) => {
    const nonce = randomBytes(16).toString('base64');
    pageHeaders(c, nonce);
    const token = c.req.query('session') ?? '';
    const session = /^[A-Za-z0-9_-]{16,200}$/.test(token) ? await findGameSession(deps, token) : undefined;
    if (
      !session ||
      session.game.provider !== c.req.param('provider') ||
      session.game.code !== c.req.param('code')
    ) {
      return c.html(renderExpiredPage(nonce), 401);
    }
    const balance = toWireBaht(await sessionBalance(deps, session));
    const bets = BETS_SATANG.map((b) => String(b / 100));
    return c.html(renderGamePage({ nonce, title: session.game.name, trial: session.trial, balance, bets }));
  });

  app.post('/demo/spin', async (c) => {
    const token = bearerToken(c);
    const session = token ? await findGameSession(deps, token, true) : undefined;
    if (!session) throw new ApiError(401, { message: m.gameSessionExpired });
    const bet = toSatang(parseInput(spinSchema, await readInput(c, 'json')).bet);
    if (!(BETS_SATANG as readonly number[]).includes(bet)) throw fieldError('bet', m.betInvalid);
    // a game left open does not outrun a loss limit: no bet that could take the loss past it
    // (docs/player-protection.md)
    if (!session.trial && session.customerId !== null) {
      const period = lossReached((await playLimits(deps, session.customerId)).loss, bet);
      if (period) throw fieldError('bet', protectionMessages.lossReached(protectionMessages.periods[period]));
    }
    const result = await spin(deps, session, bet);
    if (!result.ok) throw fieldError('bet', m.insufficient);
    return c.json({
      success: true,
      trial: session.trial,
      reels: result.reels,
      bet: toWireBaht(bet),
      win: toWireBaht(result.winSatang),
      balance: toWireBaht(result.balanceSatang),
    });
  });
}
