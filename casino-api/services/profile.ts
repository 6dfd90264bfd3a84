import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { z } from 'zod';
import type { profileSchema } from '../../lib/casino/contract-entities';
import { toWireBaht } from '../../lib/casino/contract-money';
import type { MoneyRequest, Promotion } from '../db/schema';
import type { Deps } from '../deps';
import { expireRequests } from './expiry';
import { namesToWire, promotionRefusal, standingColumns, standingOf } from './promotions';
import { bangkokDateTime } from './time';

/* The member profile of spec §3, assembled from the ledger, requests, promotions and events. */

type Profile = z.input<typeof profileSchema>;

const HISTORY_ROWS = 50;

/** The request columns the wire shows (spec §3 pending request and history row). */
type WireRequest = Pick<
  MoneyRequest,
  | 'id'
  | 'type'
  | 'status'
  | 'amount_satang'
  | 'bonus_satang'
  | 'deleted_cause'
  | 'deleted_at'
  | 'created_at'
  | 'expires_at'
  | 'qr_image'
  | 'qr_payload'
>;

export function pendingToWire(r: WireRequest) {
  return {
    id: String(r.id),
    type: r.type,
    amount: toWireBaht(r.amount_satang),
    created_at: bangkokDateTime(r.created_at),
    // spec §3: a base64 image; the bank transfer view (no gateway) has none
    qr_code: r.qr_image,
    // extension: the text the QR encodes, for the saved picture and the copy buttons
    qr_payload: r.qr_payload,
  };
}

export function historyToWire(r: WireRequest) {
  return {
    id: String(r.id),
    type: r.type,
    status: r.status,
    amount: toWireBaht(r.amount_satang),
    bonus: toWireBaht(r.bonus_satang),
    deleted_cause: r.deleted_cause,
    deleted_at: r.deleted_at ? bangkokDateTime(r.deleted_at) : null,
    created_at: bangkokDateTime(r.created_at),
  };
}

const memberPromotionToWire = (
  p: Pick<Promotion, 'id' | 'name' | 'name_en' | 'name_zh' | 'image_url' | 'eligibility'>,
) => ({
  id: String(p.id),
  name: p.name,
  names: namesToWire(p),
  image_url: p.image_url,
  // extension: the welcome bonus, which the site offers on the new member's success screen and first deposit
  welcome: p.eligibility === 'new_member',
});

/** One member's profile as one query: every member polls it (spec §9), so round trips count. */
function profileQuery({ db }: Deps, customerId: number, now: Date) {
  return db
    .selectFrom('customers as c')
    .selectAll('c')
    .select((eb) => [
      eb
        .selectFrom('ledger')
        .select((l) => l.fn.coalesce(l.fn.sum<number>('amount_satang'), l.lit(0)).as('total'))
        .where('ledger.customer_id', '=', customerId)
        .as('credit'),
      jsonArrayFrom(
        eb
          .selectFrom('requests as r')
          .select([
            'r.id',
            'r.type',
            'r.status',
            'r.amount_satang',
            'r.bonus_satang',
            'r.deleted_cause',
            'r.deleted_at',
            'r.created_at',
            'r.expires_at',
          ])
          // only the pending request shows its QR; history rows would carry kilobytes each
          .select((r) =>
            r.case().when('r.status', '=', 'pending').then(r.ref('r.qr_image')).end().as('qr_image'),
          )
          .select((r) =>
            r.case().when('r.status', '=', 'pending').then(r.ref('r.qr_payload')).end().as('qr_payload'),
          )
          .where('r.customer_id', '=', customerId)
          .orderBy('r.id', 'desc')
          .limit(HISTORY_ROWS + 1),
      ).as('requests'),
      jsonObjectFrom(
        eb
          .selectFrom('customer_promotions as cp')
          .innerJoin('promotions as p', 'p.id', 'cp.promotion_id')
          .select([
            'p.name',
            'p.name_en',
            'p.name_zh',
            'cp.turnover_satang',
            'cp.turnover_needed_satang',
            'cp.updated_at',
          ])
          .where('cp.customer_id', '=', customerId)
          .where('cp.status', '=', 'active'),
      ).as('current'),
      jsonArrayFrom(
        eb
          .selectFrom('promotions as p')
          .select(['p.id', 'p.name', 'p.name_en', 'p.name_zh', 'p.image_url', 'p.eligibility'])
          .where('p.active', '=', true)
          .orderBy('p.sort')
          .orderBy('p.id'),
      ).as('promotions'),
      ...standingColumns(db, customerId, now),
      jsonArrayFrom(
        eb
          .selectFrom('events as e')
          .leftJoin('customer_events as ce', (join) =>
            join.onRef('ce.event_id', '=', 'e.id').on('ce.customer_id', '=', customerId),
          )
          .select(['e.id', 'e.name', 'e.bonus_satang', 'ce.received_at'])
          .where('e.active', '=', true)
          .orderBy('e.sort')
          .orderBy('e.id'),
      ).as('events'),
    ])
    .where('c.id', '=', customerId);
}

type NestedRequest = Omit<WireRequest, 'created_at' | 'deleted_at' | 'expires_at'> & {
  created_at: string;
  deleted_at: string | null;
  expires_at: string | null;
};

/** Timestamps nested in JSON arrive as text; the wire helpers want Dates back. */
const hydrate = (r: NestedRequest): WireRequest => ({
  ...r,
  created_at: new Date(r.created_at),
  deleted_at: r.deleted_at === null ? null : new Date(r.deleted_at),
  expires_at: r.expires_at === null ? null : new Date(r.expires_at),
});

/** Expiry runs here only when the pending request is past its deadline; the job runner sweeps the rest. */
export async function loadProfile(deps: Deps, customerId: number, expired = false): Promise<Profile> {
  const { config } = deps;
  const now = deps.clock();
  const customer = await profileQuery(deps, customerId, now).executeTakeFirstOrThrow();
  const requests = customer.requests.map(hydrate);
  const { current, events } = customer;
  const standing = standingOf(customer);
  const offers = customer.promotions.map((p) => ({ ...p, refusal: promotionRefusal(p, standing) }));
  const promotions = offers.filter((p) => p.refusal === null);
  const stale = requests.find((r) => r.status === 'pending' && r.expires_at !== null && r.expires_at <= now);
  if (stale && !expired) {
    // spec §9 windows: cancel (and refund a withdrawal) before the member sees it, then read again
    await expireRequests(deps, customerId);
    return loadProfile(deps, customerId, true);
  }
  const credit = Number(customer.credit ?? 0);
  const pending = requests.find((r) => r.status === 'pending');
  const account = config.receivingAccount;
  return {
    phone: customer.phone,
    username: customer.username,
    bank: customer.bank,
    account_number: customer.account_number,
    name: customer.name,
    to_bank: account.bank,
    to_account_number: account.accountNumber,
    to_name: account.name,
    qr_code_name: account.qrCodeName,
    payment_gateway_status: config.paymentGateway ? 1 : 0,
    // extension: the single-deposit bounds createDeposit enforces, shown before the member types
    deposit_min: toWireBaht(config.deposit.minSatang),
    deposit_max: toWireBaht(config.deposit.maxSatang),
    promotion_ids: Object.fromEntries(promotions.map((p) => [String(p.id), p.name])),
    promotions: promotions.map(memberPromotionToWire),
    // extension: the others, each with why the member cannot take it now
    promotions_unavailable: offers.flatMap((p) =>
      p.refusal === null ? [] : [{ ...memberPromotionToWire(p), reason: p.refusal }],
    ),
    current_promotion: current
      ? {
          name: current.name,
          names: namesToWire(current),
          turnover: toWireBaht(current.turnover_satang),
          turnover_needed: toWireBaht(current.turnover_needed_satang),
          turnover_updated_at: bangkokDateTime(new Date(current.updated_at)),
        }
      : null,
    pending_request: pending ? pendingToWire(pending) : null,
    games: [{ credit: toWireBaht(credit) }],
    // spec §4: 0 means the credit check has finished
    credit_checking: customer.credit_checking_until && customer.credit_checking_until > now ? 1 : 0,
    completed_requests: requests
      .filter((r) => r.status !== 'pending')
      .slice(0, HISTORY_ROWS)
      .map(historyToWire),
    events: events.map((e) => ({
      id: String(e.id),
      name: e.name,
      bonus: toWireBaht(e.bonus_satang),
      activated: e.received_at !== null,
    })),
  };
}
