import type { Hono } from 'hono';
import { contract } from '../../lib/casino/contract';
import type { Deps } from '../deps';
import { memberId, mount } from '../http/mount';
import { loadProfile } from '../services/profile';

export function memberRoutes(app: Hono, deps: Deps): void {
  // spec §7: polled after login, during credit checks and while a deposit or withdrawal waits
  mount(app, deps, contract.profile, async (ctx) => ({ data: await loadProfile(deps, memberId(ctx)) }));
}
