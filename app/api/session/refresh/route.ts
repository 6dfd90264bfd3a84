import { bff } from '@/lib/bff/pipeline';
import { callUpstream } from '@/lib/casino/client';
import { sessionCapReached, sessionDeadline } from '@/lib/session/deadline';
import { MAX_SESSION_SECONDS } from '@/lib/session/session';

// POST "stay signed in" (WCAG 2.2.1, docs/player-protection.md): extends the upstream token and the idle
// clock, never past 12 hours.
export const POST = bff({
  auth: 'member',
  async handle({ session }) {
    const now = Date.now();
    const { expires_in } = await callUpstream('sessionRefresh', { token: session.token });
    const cap = (session.createdAt ?? now) + MAX_SESSION_SECONDS * 1000;
    const next = { ...session, expiresAt: Math.min(now + expires_in * 1000, cap) };
    const deadline = sessionDeadline(next, now, true)!;
    return { json: { remainingMs: deadline - now, final: sessionCapReached(next, deadline) }, session: next };
  },
});
