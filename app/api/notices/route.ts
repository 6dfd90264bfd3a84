import { bff } from '@/lib/bff/pipeline';
import { callOptionalUpstream } from '@/lib/casino/client';
import { NO_NOTICES, toNoticesView } from '@/lib/casino/notice-view';

// GET /lobby/api/notices: the member's account notices for the News tab and the money news on any page
// (casino-api/README.md, "Account notices"). An upstream without the extension has none to give, and
// the News tab says so as spec §2 has it (docs/architecture.md §8).
export const GET = bff({
  auth: 'member',
  async handle({ session }) {
    const answer = await callOptionalUpstream('notices', { token: session.token });
    return { json: answer ? toNoticesView(answer) : NO_NOTICES };
  },
});
