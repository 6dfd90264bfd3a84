import type { NextRequest } from 'next/server';
import { bff } from '@/lib/bff/pipeline';
import { launchTrialGame } from '@/lib/casino/trial-launch';

interface Ctx {
  params: Promise<{ a: string; b: string }>;
}

/**
 * GET /lobby/api/trial-game/{provider}/{code}?mobile=true|false → { url }: trial play, no login
 * (spec §2, §6).
 */
export async function GET(req: NextRequest, ctx: Ctx): Promise<Response> {
  const params = await ctx.params;
  return bff({
    auth: 'any',
    handle: async ({ req: request }) => ({ json: await launchTrialGame(request, params) }),
  })(req);
}
