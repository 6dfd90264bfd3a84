import type { LoginGuardLimits } from './services/login-guard';

/*
 * Settings of the reference Casino API. Defaults are the demo operator's; server.ts maps
 * environment variables onto them, tests pass overrides to startCasinoApi.
 */

export interface ReceivingAccount {
  bank: string;
  accountNumber: string;
  name: string;
  /** Name printed above the PromptPay QR (spec §3 qr_code_name). */
  qrCodeName: string;
  /** PromptPay target the deposit QR pays to: a phone, or a 13-digit tax id. */
  promptPayId: string;
}

export interface CasinoConfig {
  /** Honour the registration client's fixed '0000' + bypass flag (docs/architecture.md §8). */
  otpBypass: boolean;
  /** Guards /operator; undefined disables the operator API. */
  operatorKey?: string;
  /** Member token lifetime; spec §3 login response expires_in. */
  memberTokenSeconds: number;
  site: { name: string; line: string; referral: string };
  receivingAccount: ReceivingAccount;
  /** spec §3 payment_gateway_status: deposits are paid by PromptPay QR instead of a transfer. */
  paymentGateway: boolean;
  /** spec §2 tab 4: commission percent of friends' deposits per level, and the minimum payout. */
  referral: { percents: [number, number, number]; minPayoutSatang: number };
  /**
   * The smallest and largest single deposit (spec §9 leaves amount limits to the operator). Enforced on
   * requests/deposit/* and sent on the profile as deposit_min/deposit_max, so the site shows them
   * before the member types.
   */
  deposit: { minSatang: number; maxSatang: number };
  /**
   * Demo mode: pending deposits are approved by the server this many seconds after they were made,
   * so a visitor can walk the whole deposit flow alone (casino-api/README.md). Undefined (the default) is
   * off, as in production; the launcher scripts/start.ts and DEMO_AUTO_SETTLE_SECONDS turn it on.
   */
  demoAutoSettleSeconds?: number;
  /** Failed logins per phone before that phone is held back (services/login-guard.ts); tests shorten it. */
  loginGuard?: LoginGuardLimits;
  /**
   * Passkeys (casino-api/README.md, "Passkeys"): the WebAuthn relying party is the member site's host
   * (`rpId`, a registrable domain such as `example.com`), and only the site's own origins may carry a
   * ceremony (a phishing page on another origin gets its answer refused).
   */
  passkeys: { rpId: string; rpName: string; origins: string[] };
}

export const defaultConfig: CasinoConfig = {
  otpBypass: true,
  memberTokenSeconds: 14_400,
  site: {
    name: 'Lobby Demo',
    line: 'https://line.me/R/ti/p/@lobbydemo',
    referral: 'http://localhost:3000/lobby/ref?id=',
  },
  receivingAccount: {
    bank: 'SCB',
    accountNumber: '9876543210',
    name: 'บริษัท ลอบบี้ เดโม จำกัด',
    qrCodeName: 'บริษัท ลอบบี้ เดโม จำกัด',
    promptPayId: '0105560000001',
  },
  paymentGateway: true,
  referral: { percents: [5, 3, 1], minPayoutSatang: 10_000 },
  deposit: { minSatang: 10_000, maxSatang: 10_000_000 },
  passkeys: { rpId: 'localhost', rpName: 'Lobby Demo', origins: ['http://localhost:3000'] },
};

/**
 * The passkey relying party from the environment (casino-api/README.md, "Passkeys"): PASSKEY_RP_ID (the
 * site's host), PASSKEY_ORIGINS (comma-separated origins the site is served from). Without them, the
 * site's own URL decides both, so a single-host deployment needs neither.
 */
export function passkeyConfig(
  env: { PASSKEY_RP_ID?: string; PASSKEY_ORIGINS?: string; SITE_NAME?: string },
  siteUrl: string,
): CasinoConfig['passkeys'] {
  const site = new URL(siteUrl);
  const origins = env.PASSKEY_ORIGINS?.split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  return {
    rpId: env.PASSKEY_RP_ID || site.hostname,
    rpName: env.SITE_NAME || defaultConfig.site.name,
    origins: origins?.length ? origins : [site.origin],
  };
}

export function withConfig(overrides: Partial<CasinoConfig> = {}): CasinoConfig {
  return { ...defaultConfig, ...overrides };
}

/** Token, OTP and limit constants in one place (spec §9 and the brief). */
export const limits = {
  registerTokenSeconds: 30 * 60,
  resetTokenSeconds: 15 * 60,
  otpSeconds: 5 * 60,
  otpAttempts: 5,
  /** A new code may be asked for this long after the last one was sent (the OTP step's countdown). */
  otpResendSeconds: 60,
  /** At most this many codes per phone and purpose per hour, first send included: SMS cost money. */
  otpSendsPerHour: 5,
  /** A WebAuthn ceremony's challenge: long enough for a fingerprint, short enough to be of no use later. */
  passkeyChallengeSeconds: 5 * 60,
  /** Passkeys per member: a phone, a tablet, a computer and spares. */
  passkeysPerMember: 10,
} as const;
