import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/*
 * Kysely's view of migrations/*.sql. BIGINT and NUMERIC are parsed to JS numbers by both
 * engines (db/engine.ts): satang amounts stay far below 2^53.
 */

type Id = Generated<number>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface AffiliatesTable {
  id: Id;
  affiliate_key: string;
  username: string;
  name: string;
  line: string | null;
  created_at: Timestamp;
}

export interface CustomersTable {
  id: Id;
  phone: string;
  password_hash: string;
  /** 'YYYY-MM-DD', entered by staff (migration 012); the birthday event needs it. */
  birth_date: ColumnType<string | null, string | null | undefined, string | null>;
  username: string | null;
  bank: string | null;
  account_number: string | null;
  name: string | null;
  line: string | null;
  affiliate_id: number | null;
  referral_key: string;
  referrer_id: number | null;
  credit_checking_until: NullableTimestamp;
  /** Reality-check reminder interval in minutes, 0 = off (migration 005). */
  reality_check_minutes: Generated<number>;
  age_confirmed_at: NullableTimestamp;
  /** Periodic account review (migration 015): every 1, 3 or 6 months, and when last dismissed. */
  review_months: Generated<number>;
  reviewed_at: NullableTimestamp;
  /** When the yearly "no deposit limit" prompt was last dismissed (migration 015). */
  limit_prompted_at: NullableTimestamp;
  created_at: Timestamp;
}

export type LedgerKind = 'deposit' | 'withdraw' | 'bonus' | 'bet' | 'win' | 'adjust' | 'referral' | 'event';

export interface LedgerTable {
  id: Id;
  customer_id: number;
  amount_satang: number;
  kind: LedgerKind;
  ref: string | null;
  created_at: Timestamp;
}

export type Eligibility = 'new_member' | 'first_of_day' | 'any';

export interface PromotionsTable {
  id: Id;
  /** Spec §3's name, Thai. */
  name: string;
  /** Extension (migration 010): the name in English and Chinese, null where the operator gave none. */
  name_en: string | null;
  name_zh: string | null;
  image_url: string | null;
  bonus_percent: Generated<number>;
  bonus_fixed_satang: Generated<number>;
  bonus_max_satang: number | null;
  deposit_max_satang: number | null;
  turnover: Generated<number>;
  turnover_max_satang: number | null;
  eligibility: Generated<Eligibility>;
  active: Generated<boolean>;
  sort: Generated<number>;
  created_at: Timestamp;
}

export type RequestType = 'deposit' | 'withdraw';
export type RequestStatus = 'pending' | 'completed' | 'cancelled' | 'rejected';

export interface RequestsTable {
  id: Id;
  customer_id: number;
  type: RequestType;
  amount_satang: number;
  bonus_satang: Generated<number>;
  promotion_id: number | null;
  status: RequestStatus;
  qr_payload: string | null;
  /** PNG data URL of qr_payload (migration 003). */
  qr_image: Generated<string | null>;
  deleted_cause: string | null;
  deleted_at: NullableTimestamp;
  completed_at: NullableTimestamp;
  expires_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface CustomerPromotionsTable {
  id: Id;
  customer_id: number;
  promotion_id: number;
  request_id: number | null;
  turnover_satang: Generated<number>;
  turnover_needed_satang: Generated<number>;
  status: Generated<'active' | 'completed' | 'cleared'>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface EventsTable {
  id: Id;
  name: string;
  bonus_satang: number;
  /** 'birthday': paid on the member's birthday only (migration 012); null: any day. */
  kind: 'birthday' | null;
  active: Generated<boolean>;
  sort: Generated<number>;
  created_at: Timestamp;
}

export interface CustomerEventsTable {
  customer_id: number;
  event_id: number;
  received_at: Timestamp;
}

export interface AnnouncementsTable {
  id: Id;
  /** Spec §3's text, Thai. */
  content: string | null;
  /** Extension (migration 010): the text in English and Chinese, null where the operator gave none. */
  content_en: string | null;
  content_zh: string | null;
  img: string | null;
  active: 1 | 2;
  /** Extension (migration 017): 'guests' for copy that sells the site to a visitor, else 'everyone'. */
  audience: Generated<'everyone' | 'guests'>;
  sort: Generated<number>;
  created_at: Timestamp;
}

export interface GamesTable {
  id: Id;
  provider: string;
  code: string;
  name: string;
  /** Extension (migration 009): the name in each language, null where the operator gave none. */
  name_th: string | null;
  name_en: string | null;
  name_zh: string | null;
  provider_name: string | null;
  category: string;
  image_url: string | null;
  popular: Generated<boolean>;
  is_new: Generated<boolean>;
  sort: Generated<number>;
  /** Theoretical return to player in percent (migration 016); NUMERIC reads back as a string. */
  rtp: ColumnType<string | number | null, number | null | undefined, number | null>;
}

export type TokenKind = 'member' | 'register' | 'reset';

export interface AccessTokensTable {
  token_hash: string;
  kind: TokenKind;
  customer_id: number | null;
  phone: string | null;
  expires_at: Timestamp;
  created_at: Timestamp;
}

export type OtpPurpose = 'register' | 'reset';

export interface OtpsTable {
  id: Id;
  phone: string;
  purpose: OtpPurpose;
  code_hash: string;
  /** The reference code the SMS carries beside the code (migration 011); null before it. */
  ref: string | null;
  attempts: Generated<number>;
  expires_at: Timestamp;
  consumed_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface SmsOutboxTable {
  id: Id;
  phone: string;
  message: string;
  created_at: Timestamp;
}

export interface RegistrationsTable {
  phone: string;
  affiliate_id: number | null;
  referrer_id: number | null;
  age_confirmed_at?: NullableTimestamp;
  updated_at: Timestamp;
}

export type LimitPeriod = 'day' | 'week' | 'month';

export interface DepositLimitsTable {
  customer_id: number;
  period: LimitPeriod;
  amount_satang: number | null;
  pending_amount_satang: number | null;
  pending_from: NullableTimestamp;
  updated_at: Timestamp;
}

/** Loss limits per window (satang) and the session-time limit (minutes), migration 011. */
export type PlayLimitKind = 'loss_day' | 'loss_week' | 'loss_month' | 'session';

/** Operator switches that are on (migration 016): the payout interlock's pause. */
export interface OperatorSwitchesTable {
  name: 'payouts_paused';
  since: Timestamp;
}

export interface PlayLimitsTable {
  customer_id: number;
  kind: PlayLimitKind;
  value: number | null;
  pending_value: number | null;
  pending_from: NullableTimestamp;
  updated_at: Timestamp;
}

export type ExclusionKind = 'timeout' | 'self_exclusion';
export type ExclusionPeriod = '24h' | '7d' | '30d' | '6m' | '1y' | '5y';

export interface ExclusionsTable {
  id: Id;
  customer_id: number;
  kind: ExclusionKind;
  period: ExclusionPeriod;
  starts_at: Timestamp;
  ends_at: Timestamp;
  created_at: Timestamp;
}

export interface ReferralBonusesTable {
  id: Id;
  customer_id: number;
  period_start: Timestamp;
  period_end: Timestamp;
  amount_satang: number;
  paid_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface GameSessionsTable {
  token_hash: string;
  game_id: number;
  /** null for trial play, which uses play_satang instead of the wallet. */
  customer_id: number | null;
  play_satang: number | null;
  expires_at: Timestamp;
  created_at: Timestamp;
}

export interface SchemaMigrationsTable {
  name: string;
  applied_at: Timestamp;
}

export interface IdempotencyKeysTable {
  customer_id: number;
  key: string;
  request_hash: string;
  /** The stored answer; null only inside the transaction that holds the key. */
  status: number | null;
  response: string | null;
  created_at: Timestamp;
}

export type RequestStep = 'review' | 'completed' | 'rejected' | 'cancelled' | 'lapsed';

/** What happened to a request after it was made (migration 008). */
export interface RequestStepsTable {
  id: Id;
  request_id: number;
  step: RequestStep;
  reason: string | null;
  created_at: Timestamp;
}

/** Account notices (migration 011); `kind` is one of lib/casino/contract-notices.ts noticeKinds. */
export interface MemberNoticesTable {
  id: Id;
  customer_id: number;
  kind: string;
  amount_satang: number | null;
  bonus_satang: number | null;
  reason: string | null;
  request_id: number | null;
  created_at: Timestamp;
  read_at: NullableTimestamp;
}

export interface PasskeysTable {
  id: Id;
  customer_id: number;
  credential_id: string;
  public_key: string;
  counter: number;
  device_type: 'singleDevice' | 'multiDevice';
  backed_up: boolean;
  transports: string | null;
  name: string;
  created_at: Timestamp;
  last_used_at: NullableTimestamp;
}

export interface PasskeyChallengesTable {
  id: string;
  challenge: string;
  purpose: 'register' | 'authenticate';
  customer_id: number | null;
  expires_at: Timestamp;
}

export type AccountEventKind = 'passkey_added' | 'passkey_removed' | 'passkey_sign_in';

export interface AccountEventsTable {
  id: Id;
  customer_id: number;
  kind: AccountEventKind;
  passkey_id: number | null;
  detail: string | null;
  created_at: Timestamp;
}

export interface DB {
  affiliates: AffiliatesTable;
  customers: CustomersTable;
  ledger: LedgerTable;
  promotions: PromotionsTable;
  requests: RequestsTable;
  customer_promotions: CustomerPromotionsTable;
  events: EventsTable;
  customer_events: CustomerEventsTable;
  announcements: AnnouncementsTable;
  games: GamesTable;
  access_tokens: AccessTokensTable;
  otps: OtpsTable;
  sms_outbox: SmsOutboxTable;
  registrations: RegistrationsTable;
  referral_bonuses: ReferralBonusesTable;
  game_sessions: GameSessionsTable;
  deposit_limits: DepositLimitsTable;
  play_limits: PlayLimitsTable;
  operator_switches: OperatorSwitchesTable;
  exclusions: ExclusionsTable;
  idempotency_keys: IdempotencyKeysTable;
  request_steps: RequestStepsTable;
  member_notices: MemberNoticesTable;
  passkeys: PasskeysTable;
  passkey_challenges: PasskeyChallengesTable;
  account_events: AccountEventsTable;
  schema_migrations: SchemaMigrationsTable;
}

export type Customer = Selectable<CustomersTable>;
export type NewCustomer = Insertable<CustomersTable>;
export type Promotion = Selectable<PromotionsTable>;
export type MoneyRequest = Selectable<RequestsTable>;
