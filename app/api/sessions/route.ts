import { bff } from '@/lib/bff/pipeline';
import { deviceList } from '@/lib/session/device-list';

// GET the devices signed in as this member (docs/security.md, Sessions), for the information popup.
export const GET = bff({
  auth: 'member',
  async handle({ session, record }) {
    return { json: { sessions: await deviceList(session.phone ?? '', record.id) } };
  },
});
