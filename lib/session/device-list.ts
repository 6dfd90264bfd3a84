import 'server-only';
import { memberSessions, sessionHandle, type SessionRecord, type SignInMethod } from './records';
import { lastProofAt } from './step-up';

/** One row of the devices list (docs/security.md, Sessions): what the browser may see of a session. */
export interface DeviceView {
  /** Names the session for sign-out; not the id its cookie carries. */
  handle: string;
  browser: string | null;
  os: string | null;
  address: string | null;
  createdAt: number;
  lastSeenAt: number;
  current: boolean;
  /** How this session signed in (docs/security.md, "Passkeys and step-up"). */
  method: SignInMethod;
  /** When the member last proved themselves on it: the sign-in, or a later step-up. */
  provedAt: number;
}

export function toDeviceView(record: SessionRecord, currentId: string, now = Date.now()): DeviceView {
  const current = record.id === currentId;
  return {
    handle: sessionHandle(record.id),
    browser: record.browser,
    os: record.os,
    address: record.address,
    createdAt: record.createdAt,
    // This device is being used right now, whatever its record last wrote (at most once a minute).
    lastSeenAt: current ? now : record.lastSeenAt,
    current,
    method: record.method ?? 'password',
    provedAt: lastProofAt(record),
  };
}

/** The member's devices: this one first, then the most recently used. */
export async function deviceList(phone: string, currentId: string): Promise<DeviceView[]> {
  const now = Date.now();
  const views = (await memberSessions(phone, now)).map((r) => toDeviceView(r, currentId, now));
  return views.sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt - a.lastSeenAt);
}

/** The member's session a handle names, or null (another member's, or already ended). */
export async function sessionByHandle(phone: string, handle: string): Promise<SessionRecord | null> {
  return (await memberSessions(phone)).find((r) => sessionHandle(r.id) === handle) ?? null;
}
