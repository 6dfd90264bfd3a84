import 'server-only';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { AppError } from '../errors';
import { callUpstream } from '../casino/client';
import { toProfileView, type ProfileView } from '../casino/profile-view';
import { isMember, openSession, sessionCookieName, type SessionData } from './session';

/*
 * Server-side reads of the session for pages and layouts. The member guard lives here as well
 * as in proxy.ts, because a proxy-only guard can be bypassed (docs/architecture.md §3).
 */

export const currentSession = cache(async (): Promise<SessionData> => {
  const store = await cookies();
  return openSession(store.get(sessionCookieName())?.value);
});

/** Where a page sends a visitor whose session is missing or dead: the cookie is cleared there first. */
export function sessionExpiredPath(returnTo: string): string {
  return `/api/session/expired?${new URLSearchParams({ next: returnTo })}`;
}

export async function requireMember(returnTo: string): Promise<SessionData & { token: string }> {
  const session = await currentSession();
  if (!isMember(session)) redirect(sessionExpiredPath(returnTo));
  return session;
}

/** The member's profile for this request, fetched once however many components ask; null for a guest. */
export const memberProfile = cache(async (): Promise<ProfileView | null> => {
  const session = await currentSession();
  if (!isMember(session)) return null;
  const { data } = await callUpstream('profile', { token: session.token });
  return toProfileView(data);
});

/** For member pages: the profile, or off to the login page when the session is gone or rejected. */
export async function requireMemberProfile(returnTo: string): Promise<ProfileView> {
  await requireMember(returnTo);
  let profile: ProfileView | null;
  try {
    profile = await memberProfile();
  } catch (e) {
    if (e instanceof AppError && e.code === 'unauthorized') redirect(sessionExpiredPath(returnTo));
    throw e;
  }
  if (!profile) redirect(sessionExpiredPath(returnTo));
  return profile;
}
