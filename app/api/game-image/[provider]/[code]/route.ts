import { gameImageResponse } from '@/lib/games/game-image';

interface Ctx {
  params: Promise<{ provider: string; code: string }>;
}

/** GET /lobby/api/game-image/{provider}/{code}: a catalogue game's picture (lib/games/game-image.ts). */
export async function GET(_req: Request, ctx: Ctx): Promise<Response> {
  const { provider, code } = await ctx.params;
  return gameImageResponse(provider, code);
}
