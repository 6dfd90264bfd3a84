import { bff } from '@/lib/bff/pipeline';
import { callUpstream } from '@/lib/casino/client';

// GET /lobby/api/notification (spec §7): the site-wide announcements; public.
export const GET = bff({
  auth: 'any',
  async handle() {
    const items = await callUpstream('notification');
    return { json: items.map((a) => ({ content: a.content ?? '', img: a.img ?? null, active: a.active })) };
  },
});
