import 'server-only';
import { redirect } from 'next/navigation';
import { homePathOf } from '../i18n/locales';
import { safeNextPath } from '../safe-redirect';
import { currentSession } from './server';
import { isMember } from './session';

/**
 * Guest-only pages (login, register, forgetpassword; spec §2): a member goes home, or to the
 * safe return path. A duplicated `next` is ambiguous, so it counts as no return path at all.
 */
export async function guestOnly(locale: string, rawNext?: string | string[]): Promise<string | undefined> {
  const next = typeof rawNext === 'string' ? (safeNextPath(rawNext) ?? undefined) : undefined;
  if (isMember(await currentSession())) redirect(next ?? homePathOf(locale));
  return next;
}
