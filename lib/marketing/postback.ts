import 'server-only';
import { siteEnv } from '../env/site';
import { log } from '../log';

/*
 * The affiliate conversion ping of spec §7 (GET /postback?c={click_id}&e=cashdeposit&r=revenue),
 * sent by the server before a deposit when the visitor came with an ad click id (docs/architecture.md §8).
 * Fire-and-forget: a slow or failing ad network must never hold up a deposit.
 */
export async function sendDepositPostback(clickId: string, amountSatang: number): Promise<void> {
  const base = siteEnv.get('POSTBACK_URL');
  if (!base) return;
  const url = new URL(base);
  url.searchParams.set('c', clickId);
  url.searchParams.set('e', 'cashdeposit');
  url.searchParams.set('r', (amountSatang / 100).toFixed(2));
  try {
    await fetch(url, { signal: AbortSignal.timeout(3000), cache: 'no-store' });
  } catch (e) {
    log.warn({ error: String(e) }, 'postback not delivered');
  }
}
