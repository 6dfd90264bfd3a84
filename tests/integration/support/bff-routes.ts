import { GET as metrics } from '@/app/api/metrics/route';
import { POST as noticesRead } from '@/app/api/notices/read/route';
import { GET as notices } from '@/app/api/notices/route';
import { POST as passkeyDelete } from '@/app/api/passkeys/[id]/delete/route';
import { POST as passkeyRename } from '@/app/api/passkeys/[id]/rename/route';
import { POST as passkeyOptions } from '@/app/api/passkeys/options/route';
import { GET as passkeyList, POST as passkeyAdd } from '@/app/api/passkeys/route';
import { POST as passkeySignInOptions } from '@/app/api/passkeys/sign-in/options/route';
import { POST as passkeySignIn } from '@/app/api/passkeys/sign-in/route';
import { GET as passkeySupport } from '@/app/api/passkeys/support/route';
import { POST as registerOtpResend } from '@/app/api/register/otp/resend/route';
import { POST as resetResend } from '@/app/api/reset-password/resend/route';
import { POST as stepUp } from '@/app/api/step-up/route';
import type { NextRequest } from 'next/server';
import { POST as bannerClicks } from '@/app/api/banner-clicks/route';
import { POST as checkCredit } from '@/app/api/customers/check-credit/route';
import { POST as checkTurnover } from '@/app/api/customers/check-turnover/route';
import { POST as getBonus } from '@/app/api/customers/get-bonus/[id]/route';
import { POST as getReferralBonus } from '@/app/api/customers/get-referral-bonus/route';
import { GET as profile } from '@/app/api/customers/profile/route';
import { GET as referral } from '@/app/api/customers/referral/route';
import { POST as updatePassword } from '@/app/api/customers/update-password/route';
import { GET as gameImage } from '@/app/api/game-image/[provider]/[code]/route';
import { GET as health } from '@/app/api/health/route';
import { GET as launchGame } from '@/app/api/launch-game/[a]/[b]/route';
import { GET as line } from '@/app/api/line/route';
import { POST as login } from '@/app/api/login/route';
import { POST as logout } from '@/app/api/logout/route';
import { GET as affiliate } from '@/app/api/marketing/affiliate/route';
import { GET as notification } from '@/app/api/notification/route';
import { GET as promotions } from '@/app/api/promotions/route';
import { GET as ready } from '@/app/api/ready/route';
import { POST as bankAccount } from '@/app/api/register/bank-account/route';
import { GET as registerContext } from '@/app/api/register/context/route';
import { POST as registerOtp } from '@/app/api/register/otp/route';
import { POST as registerPassword } from '@/app/api/register/password/route';
import { POST as registerPhone } from '@/app/api/register/phone/route';
import { POST as depositCancel } from '@/app/api/requests/deposit/[id]/cancel/route';
import { POST as deposit } from '@/app/api/requests/deposit/route';
import { POST as withdraw } from '@/app/api/requests/withdraw/route';
import { GET as requestTimeline } from '@/app/api/requests/[id]/timeline/route';
import { GET as payoutTime } from '@/app/api/withdrawals/payout-time/route';
import { POST as resetConfirmOtp } from '@/app/api/reset-password/confirm-otp/route';
import { POST as resetConfirmPassword } from '@/app/api/reset-password/confirm-password/route';
import { POST as resetStart } from '@/app/api/reset-password/start/route';
import { GET as protection } from '@/app/api/protection/route';
import { POST as depositLimits } from '@/app/api/protection/deposit-limits/route';
import { POST as exclusion } from '@/app/api/protection/exclusion/route';
import { POST as playLimits } from '@/app/api/protection/play-limits/route';
import { POST as realityCheck } from '@/app/api/protection/reality-check/route';
import { GET as accountReview, POST as accountReviewDone } from '@/app/api/protection/account-review/route';
import { GET as gameReturns } from '@/app/api/games/returns/route';
import { GET as sessionExpired } from '@/app/api/session/expired/route';
import { GET as sessionInfo } from '@/app/api/session/route';
import { POST as sessionRefresh } from '@/app/api/session/refresh/route';
import { GET as sessions } from '@/app/api/sessions/route';
import { POST as sessionSignOut } from '@/app/api/sessions/[handle]/sign-out/route';
import { POST as signOutOthers } from '@/app/api/sessions/sign-out-others/route';
import { GET as statement } from '@/app/api/statement/route';
import { GET as trialGame } from '@/app/api/trial-game/[a]/[b]/route';
import { sealSession } from '@/lib/session/session';
import { recordedMemberSession } from '../../session-records';

/*
 * Every BFF route handler under app/api, with a request it accepts, for the upstream-fault and
 * fuzz suites (docs/security.md). fuzz-bodies.test.ts checks this table against the files on disk.
 */

type Handler = (
  req: NextRequest,
  ctx: { params: Promise<Record<string, string>> },
) => Response | Promise<Response>;

export interface BffRoute {
  /** app/api/<file>/route.ts */
  file: string;
  method: 'GET' | 'POST';
  /** Path under /lobby/api, with dynamic segments filled in. */
  path: string;
  params?: Record<string, string>;
  handler: Handler;
  /** A body the route accepts (POST). */
  body?: Record<string, unknown>;
  /** Needs an Idempotency-Key (money submits). */
  idempotent?: true;
  /**
   * How a failing upstream shows: `mapped` answers an error code; `none` never calls upstream;
   * `redirect` (the affiliate hop) lands the visitor anyway; `readiness` reports not_ready;
   * `contact` (the LINE redirect) sends the visitor to CONTACT_URL.
   */
  upstream: 'mapped' | 'none' | 'redirect' | 'readiness' | 'contact';
  /** The client's socket address when it matters to the route (metrics: loopback only). */
  peer?: string;
  /** The session as between the phone and the OTP step of registration (no register token yet). */
  registerOtpStep?: true;
}

const h = (fn: unknown) => fn as Handler;
const password = { password: 'Member123', password_confirmation: 'Member123' };

export const bffRoutes: BffRoute[] = [
  {
    file: 'banner-clicks',
    method: 'POST',
    path: '/banner-clicks',
    handler: h(bannerClicks),
    body: { gameId: 'pg-1', gameName: 'Mahjong' },
    upstream: 'none',
  },
  {
    file: 'customers/check-credit',
    method: 'POST',
    path: '/customers/check-credit',
    handler: h(checkCredit),
    body: {},
    upstream: 'mapped',
  },
  {
    file: 'customers/check-turnover',
    method: 'POST',
    path: '/customers/check-turnover',
    handler: h(checkTurnover),
    body: {},
    upstream: 'mapped',
  },
  {
    file: 'customers/get-bonus/[id]',
    method: 'POST',
    path: '/customers/get-bonus/1',
    params: { id: '1' },
    handler: h(getBonus),
    body: {},
    idempotent: true,
    upstream: 'mapped',
  },
  {
    file: 'customers/get-referral-bonus',
    method: 'POST',
    path: '/customers/get-referral-bonus',
    handler: h(getReferralBonus),
    body: {},
    idempotent: true,
    upstream: 'mapped',
  },
  {
    file: 'customers/profile',
    method: 'GET',
    path: '/customers/profile',
    handler: h(profile),
    upstream: 'mapped',
  },
  {
    file: 'customers/referral',
    method: 'GET',
    path: '/customers/referral?date=2026-01-02',
    handler: h(referral),
    upstream: 'mapped',
  },
  {
    file: 'customers/update-password',
    method: 'POST',
    path: '/customers/update-password',
    handler: h(updatePassword),
    body: { old_password: 'Demo1234', ...password },
    upstream: 'mapped',
  },
  {
    file: 'game-image/[provider]/[code]',
    method: 'GET',
    path: '/game-image/pg/mahjong',
    params: { provider: 'pg', code: 'mahjong' },
    handler: h(gameImage),
    upstream: 'mapped',
  },
  { file: 'health', method: 'GET', path: '/health', handler: h(health), upstream: 'none' },
  { file: 'line', method: 'GET', path: '/line', handler: h(line), upstream: 'contact' },
  {
    file: 'launch-game/[a]/[b]',
    method: 'GET',
    path: '/launch-game/pg/mahjong?mobile=true',
    params: { a: 'pg', b: 'mahjong' },
    handler: h(launchGame),
    upstream: 'mapped',
  },
  {
    file: 'login',
    method: 'POST',
    path: '/login',
    handler: h(login),
    body: { phone: '0812345678', password: 'Demo1234' },
    upstream: 'mapped',
  },
  { file: 'logout', method: 'POST', path: '/logout', handler: h(logout), body: {}, upstream: 'none' },
  {
    file: 'marketing/affiliate',
    method: 'GET',
    path: '/marketing/affiliate?key=adviser1&next=/register',
    handler: h(affiliate),
    upstream: 'redirect',
  },
  {
    file: 'notification',
    method: 'GET',
    path: '/notification',
    handler: h(notification),
    upstream: 'mapped',
  },
  { file: 'protection', method: 'GET', path: '/protection', handler: h(protection), upstream: 'mapped' },
  {
    file: 'protection/deposit-limits',
    method: 'POST',
    path: '/protection/deposit-limits',
    handler: h(depositLimits),
    body: { day: '1000' },
    upstream: 'mapped',
  },
  {
    file: 'protection/play-limits',
    method: 'POST',
    path: '/protection/play-limits',
    handler: h(playLimits),
    // one field: the others may be left out (a field left out stays), so only one is required
    body: { loss_day: '500' },
    upstream: 'mapped',
  },
  {
    file: 'protection/exclusion',
    method: 'POST',
    path: '/protection/exclusion',
    handler: h(exclusion),
    body: { period: '24h' },
    upstream: 'mapped',
  },
  {
    file: 'protection/account-review',
    method: 'GET',
    path: '/protection/account-review',
    handler: h(accountReview),
    upstream: 'mapped',
  },
  {
    file: 'protection/account-review',
    method: 'POST',
    path: '/protection/account-review',
    handler: h(accountReviewDone),
    body: { every_months: 3 },
    upstream: 'mapped',
  },
  {
    file: 'games/returns',
    method: 'GET',
    path: '/games/returns',
    handler: h(gameReturns),
    upstream: 'mapped',
  },
  {
    file: 'protection/reality-check',
    method: 'POST',
    path: '/protection/reality-check',
    handler: h(realityCheck),
    body: { minutes: 15 },
    upstream: 'mapped',
  },
  { file: 'promotions', method: 'GET', path: '/promotions', handler: h(promotions), upstream: 'mapped' },
  { file: 'ready', method: 'GET', path: '/ready', handler: h(ready), upstream: 'readiness' },
  {
    file: 'register/bank-account',
    method: 'POST',
    path: '/register/bank-account',
    handler: h(bankAccount),
    body: { bank: 'KBANK', account_number: '1234567890', name: 'สมชาย ใจดี' },
    upstream: 'mapped',
  },
  {
    file: 'register/context',
    method: 'GET',
    path: '/register/context',
    handler: h(registerContext),
    upstream: 'none',
  },
  {
    file: 'register/otp',
    method: 'POST',
    path: '/register/otp',
    handler: h(registerOtp),
    body: { otp: '123456' },
    upstream: 'mapped',
  },
  {
    file: 'register/password',
    method: 'POST',
    path: '/register/password',
    handler: h(registerPassword),
    body: password,
    upstream: 'mapped',
  },
  {
    file: 'register/phone',
    method: 'POST',
    path: '/register/phone',
    handler: h(registerPhone),
    body: { phone: '0861111111', age_confirmed: true },
    upstream: 'mapped',
  },
  {
    file: 'requests/deposit/[id]/cancel',
    method: 'POST',
    path: '/requests/deposit/5/cancel',
    params: { id: '5' },
    handler: h(depositCancel),
    body: {},
    upstream: 'mapped',
  },
  {
    file: 'requests/deposit',
    method: 'POST',
    path: '/requests/deposit',
    handler: h(deposit),
    body: { amount: '100', promotion_id: 0 },
    idempotent: true,
    upstream: 'mapped',
  },
  {
    file: 'requests/[id]/timeline',
    method: 'GET',
    path: '/requests/5/timeline',
    params: { id: '5' },
    handler: h(requestTimeline),
    upstream: 'mapped',
  },
  {
    file: 'requests/withdraw',
    method: 'POST',
    path: '/requests/withdraw',
    handler: h(withdraw),
    body: { amount: '100' },
    idempotent: true,
    upstream: 'mapped',
  },
  {
    file: 'reset-password/confirm-otp',
    method: 'POST',
    path: '/reset-password/confirm-otp',
    handler: h(resetConfirmOtp),
    body: { otp: '123456' },
    upstream: 'mapped',
  },
  {
    file: 'reset-password/confirm-password',
    method: 'POST',
    path: '/reset-password/confirm-password',
    handler: h(resetConfirmPassword),
    body: password,
    upstream: 'mapped',
  },
  {
    file: 'reset-password/start',
    method: 'POST',
    path: '/reset-password/start',
    handler: h(resetStart),
    body: { phone: '0862222222' },
    upstream: 'mapped',
  },
  { file: 'session', method: 'GET', path: '/session', handler: h(sessionInfo), upstream: 'none' },
  {
    file: 'session/refresh',
    method: 'POST',
    path: '/session/refresh',
    handler: h(sessionRefresh),
    body: {},
    upstream: 'mapped',
  },
  {
    file: 'statement',
    method: 'GET',
    path: '/statement?type=all',
    handler: h(statement),
    upstream: 'mapped',
  },
  {
    file: 'session/expired',
    method: 'GET',
    path: '/session/expired?next=/en/deposit',
    handler: h(sessionExpired),
    upstream: 'none',
  },
  {
    file: 'sessions',
    method: 'GET',
    path: '/sessions',
    handler: h(sessions),
    upstream: 'none',
  },
  {
    file: 'sessions/[handle]/sign-out',
    method: 'POST',
    path: '/sessions/0123456789abcdef0123456789abcdef/sign-out',
    params: { handle: '0123456789abcdef0123456789abcdef' },
    handler: h(sessionSignOut),
    body: {},
    upstream: 'none',
  },
  {
    file: 'sessions/sign-out-others',
    method: 'POST',
    path: '/sessions/sign-out-others',
    handler: h(signOutOthers),
    body: {},
    upstream: 'none',
  },
  {
    file: 'withdrawals/payout-time',
    method: 'GET',
    path: '/withdrawals/payout-time',
    handler: h(payoutTime),
    upstream: 'mapped',
  },
  {
    file: 'trial-game/[a]/[b]',
    method: 'GET',
    path: '/trial-game/pg/mahjong',
    params: { a: 'pg', b: 'mahjong' },
    handler: h(trialGame),
    upstream: 'mapped',
  },
  {
    file: 'metrics',
    method: 'GET',
    path: '/metrics',
    handler: h(metrics),
    upstream: 'none',
    peer: '127.0.0.1',
  },
  { file: 'notices', method: 'GET', path: '/notices', handler: h(notices), upstream: 'mapped' },
  {
    file: 'notices/read',
    method: 'POST',
    path: '/notices/read',
    handler: h(noticesRead),
    body: { up_to: '12' },
    upstream: 'mapped',
  },
  { file: 'passkeys', method: 'GET', path: '/passkeys', handler: h(passkeyList), upstream: 'mapped' },
  {
    file: 'passkeys',
    method: 'POST',
    path: '/passkeys',
    handler: h(passkeyAdd),
    body: {
      challengeId: 'challenge-0123456789abcdef',
      name: 'iPhone',
      response: { id: 'cred-1', type: 'public-key', rawId: 'cred-1', response: {} },
    },
    upstream: 'mapped',
  },
  {
    file: 'passkeys/[id]/delete',
    method: 'POST',
    path: '/passkeys/7/delete',
    params: { id: '7' },
    handler: h(passkeyDelete),
    body: {},
    upstream: 'mapped',
  },
  {
    file: 'passkeys/[id]/rename',
    method: 'POST',
    path: '/passkeys/7/rename',
    params: { id: '7' },
    handler: h(passkeyRename),
    body: { name: 'Phone' },
    upstream: 'mapped',
  },
  {
    file: 'passkeys/options',
    method: 'POST',
    path: '/passkeys/options',
    handler: h(passkeyOptions),
    body: {},
    upstream: 'mapped',
  },
  {
    file: 'passkeys/sign-in',
    method: 'POST',
    path: '/passkeys/sign-in',
    handler: h(passkeySignIn),
    body: {
      challengeId: 'challenge-0123456789abcdef',
      response: { id: 'cred-1', type: 'public-key', rawId: 'cred-1', response: {} },
    },
    upstream: 'mapped',
  },
  {
    file: 'passkeys/sign-in/options',
    method: 'POST',
    path: '/passkeys/sign-in/options',
    handler: h(passkeySignInOptions),
    body: {},
    upstream: 'mapped',
  },
  {
    file: 'passkeys/support',
    method: 'GET',
    path: '/passkeys/support',
    handler: h(passkeySupport),
    upstream: 'mapped',
  },
  {
    file: 'register/otp/resend',
    method: 'POST',
    path: '/register/otp/resend',
    handler: h(registerOtpResend),
    body: {},
    upstream: 'mapped',
    registerOtpStep: true,
  },
  {
    file: 'reset-password/resend',
    method: 'POST',
    path: '/reset-password/resend',
    handler: h(resetResend),
    body: {},
    upstream: 'mapped',
  },
  {
    file: 'step-up',
    method: 'POST',
    path: '/step-up',
    handler: h(stepUp),
    body: { password: 'Member123' },
    upstream: 'mapped',
  },
];

/**
 * A session that every route accepts: a member, mid-registration and mid-reset at once, so each
 * handler gets past its own session checks to the upstream call.
 */
export async function allAccessCookie(
  phone: string,
  opts: { registerOtpStep?: boolean } = {},
): Promise<string> {
  const session = {
    ...(await recordedMemberSession('upstream-token-0123456789abcdef', 3600, phone)),
    registerToken: opts.registerOtpStep ? undefined : 'register-token-0123456789abcdef',
    registerPhone: phone,
    resetToken: 'reset-token-0123456789',
    resetPhone: phone,
    resetOtp: '123456',
  };
  const [cookie] = await sealSession(session);
  return `${cookie!.name}=${cookie!.value}`;
}

/** Calls a route handler as Next would, with its dynamic segments. */
export function callRoute(route: BffRoute, req: NextRequest): Promise<Response> {
  return Promise.resolve(route.handler(req, { params: Promise.resolve(route.params ?? {}) }));
}
