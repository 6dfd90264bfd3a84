import { z } from 'zod';
import { bff } from '@/lib/bff/pipeline';
import { bannerClickRecord, recordBannerClick } from '@/lib/banner-clicks';
import { deviceInfo } from '@/lib/device';

const bodySchema = z
  .object({ gameId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/), gameName: z.string().trim().min(1).max(100) })
  .strict();

// A member clicked a game banner (spec §3, §7): who, which game, when, on which device.
export const POST = bff({
  auth: 'member',
  body: bodySchema,
  async handle({ req, session, body }) {
    const device = deviceInfo(req.headers.get('user-agent'));
    await recordBannerClick(bannerClickRecord(session.phone ?? '', body.gameId, body.gameName, device));
    return { json: { ok: true } };
  },
});
