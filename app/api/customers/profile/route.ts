import { bff } from '@/lib/bff/pipeline';
import { callUpstream } from '@/lib/casino/client';
import { toProfileView } from '@/lib/casino/profile-view';

// GET /lobby/api/customers/profile (spec §7): the member's data, trimmed to what the UI shows.
export const GET = bff({
  auth: 'member',
  async handle({ session }) {
    const { data } = await callUpstream('profile', { token: session.token });
    return { json: toProfileView(data) };
  },
});
