import type { Hono } from 'hono';
import { contract } from '../../lib/casino/contract';
import type { Deps } from '../deps';
import { ApiError } from '../http/errors';
import { messages } from '../http/messages';
import { mount } from '../http/mount';
import { loginRecord } from '../services/customers';
import { LoginGuard } from '../services/login-guard';
import { decoyHash, verifyPassword } from '../services/passwords';
import { sessionLimitMinutes } from '../services/play-limits';
import { issueToken } from '../services/tokens';

export function authRoutes(app: Hono, deps: Deps): void {
  const guard = new LoginGuard(deps.clock, deps.config.loginGuard);
  // spec §7 login; §8: one message for an unknown phone and a wrong password alike
  mount(app, deps, contract.login, async ({ input }) => {
    const wait = guard.retryAfterSeconds(input.phone);
    if (wait > 0)
      throw new ApiError(429, { message: messages.loginHeldBack }, { 'retry-after': String(wait) });
    const customer = await loginRecord(deps.db, input.phone);
    const matches = await verifyPassword(input.password, customer?.password_hash ?? (await decoyHash));
    if (!customer || !matches) {
      guard.failed(input.phone);
      throw new ApiError(401, { message: messages.loginFailed });
    }
    guard.succeeded(input.phone);
    // a session-time limit the member set ends this sign-in after that long (docs/player-protection.md)
    const limit = await sessionLimitMinutes(deps, customer.id);
    const seconds = limit
      ? Math.min(deps.config.memberTokenSeconds, limit * 60)
      : deps.config.memberTokenSeconds;
    const token = await issueToken(deps, { kind: 'member', customerId: customer.id }, seconds);
    return { access_token: token, expires_in: seconds };
  });
}
