import { bff } from '@/lib/bff/pipeline';
import { callOptionalUpstream, callUpstream } from '@/lib/casino/client';
import { timelineFromPending, timelineFromRequest, toTimelineView } from '@/lib/casino/timeline-view';
import { AppError } from '@/lib/errors';

// GET /lobby/api/requests/{id}/timeline: the steps of one of the member's requests, for the history
// detail. From the upstream's timeline extension (casino-api/README.md); an upstream without it, or
// without this request in it, leaves the request's own status and dates from the profile (spec §3).
export const GET = bff({
  auth: 'member',
  async handle({ session, params }) {
    const id = params.id ?? '';
    if (!/^[A-Za-z0-9_-]{1,40}$/.test(id)) throw new AppError('not_found');
    const timeline = await callOptionalUpstream('requestTimeline', { token: session.token, params: { id } });
    if (timeline) return { json: toTimelineView(timeline.data) };
    const { data: profile } = await callUpstream('profile', { token: session.token });
    const settled = profile.completed_requests.find((r) => r.id === id);
    if (settled) return { json: timelineFromRequest(settled) };
    if (profile.pending_request?.id === id) return { json: timelineFromPending(profile.pending_request) };
    throw new AppError('not_found');
  },
});
