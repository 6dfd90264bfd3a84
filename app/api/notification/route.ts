import { bff } from '@/lib/bff/pipeline';
import { toAnnouncementItem } from '@/lib/casino/announcement-view';
import { callUpstream } from '@/lib/casino/client';

// GET /lobby/api/notification (spec §7): the site-wide announcements, in every language the upstream
// gives them in (the browser picks the page's); public.
export const GET = bff({
  auth: 'any',
  async handle() {
    const items = await callUpstream('notification');
    return { json: items.map(toAnnouncementItem) };
  },
});
