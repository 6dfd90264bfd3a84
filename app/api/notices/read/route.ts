import { bff } from '@/lib/bff/pipeline';
import { callOptionalUpstream } from '@/lib/casino/client';
import { readNoticesBodySchema } from '@/lib/casino/contract-notices';

// POST /lobby/api/notices/read { up_to }: the member opened the News tab and saw the notices up to this
// one; they no longer count as unread, on any device. Without the extension there is nothing to mark.
export const POST = bff({
  auth: 'member',
  body: readNoticesBodySchema,
  async handle({ session, body }) {
    const answer = await callOptionalUpstream('readNotices', { token: session.token, body });
    return { json: { unread: answer?.unread ?? 0 } };
  },
});
