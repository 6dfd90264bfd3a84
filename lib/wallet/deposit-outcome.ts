import type { KeyOf } from '../i18n/message-keys';
import { formatMoney } from '../format';
import type { WatchOutcome } from '../machines/request-watch';
import type { MessageDialog } from '../stores/notifications';

/*
 * How a watched deposit's end is told (spec §4: the member is taken home, where a dialog says how it
 * ended): the words of the success, failure and expiry dialogs, apart from the popup so they can be
 * tested without it. `t` is the Wallet namespace; `upstream` translates an upstream sentence (spec §8).
 */

// a Translator for the Wallet namespace; the keys stay checked against the catalogue (lib/i18n/message-keys.ts)
export type WalletWords = (key: KeyOf<'Wallet'>, values?: Record<string, string>) => string;

export function depositOutcomeDialog(
  outcome: WatchOutcome,
  t: WalletWords,
  upstream: (message: string) => string,
): MessageDialog | null {
  if (outcome.kind === 'completed') {
    // What the deposit brought and now asks for, on its own line: '+100.00 โบนัส · ต้องทำเทิร์น 6,000.00 บาทก่อนถอน'.
    const bonus = outcome.bonusSatang > 0 ? formatMoney(outcome.bonusSatang) : null;
    const turnover = outcome.turnoverLeftSatang ? formatMoney(outcome.turnoverLeftSatang) : null;
    const promotionLine =
      bonus && turnover
        ? t('depositBonusLine', { bonus, turnover })
        : bonus
          ? t('depositBonusOnly', { bonus })
          : null;
    return {
      type: 'success',
      message: [
        `${t('depositDone', { amount: formatMoney(outcome.amountSatang) })} ${t('newCredit', { credit: formatMoney(outcome.creditSatang) })}`,
        promotionLine,
      ]
        .filter(Boolean)
        .join('\n'),
    };
  }
  if (outcome.kind === 'failed') {
    return {
      type: 'error',
      message: t('depositFailed', { cause: outcome.cause ? upstream(outcome.cause) : '-' }),
    };
  }
  if (outcome.kind === 'expired') {
    // Spec §4: expiry ends the deposit with the dialog 'deposit ended'.
    return {
      type: 'error',
      message: outcome.firstError ? upstream(outcome.firstError) : t('depositExpired'),
    };
  }
  return null;
}
