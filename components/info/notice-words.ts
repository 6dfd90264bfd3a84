import type { useTranslations } from 'next-intl';
import type { NoticeView } from '@/lib/casino/notice-view';
import { formatMoney } from '@/lib/format';

/** How a notice reads: the shared words of its toast and its News-tab entry (messages `News.kinds`). */
export function noticeWords(
  t: ReturnType<typeof useTranslations<'News'>>,
  notice: NoticeView,
  upstream: (message: string) => string,
): { title: string; text: string } {
  // a passkey notice carries the passkey's name where a refusal carries its reason
  const passkey = notice.kind.startsWith('passkey_');
  const parts = [
    t(`kinds.${notice.kind}.text`, {
      amount: formatMoney(notice.amountSatang ?? 0),
      name: passkey ? (notice.reason ?? '') : '',
    }),
  ];
  if (notice.bonusSatang) parts.push(t('bonus', { bonus: formatMoney(notice.bonusSatang) }));
  if (notice.reason && !passkey) parts.push(t('reason', { reason: upstream(notice.reason) }));
  return { title: t(`kinds.${notice.kind}.title`), text: parts.join(' ') };
}

/** The toast's look: good news as success, a refusal as an error, a lapse or a security change as a warning. */
export function noticeTone(notice: NoticeView): 'success' | 'error' | 'warning' {
  if (notice.kind === 'deposit_credited' || notice.kind === 'withdraw_paid') return 'success';
  if (notice.kind === 'deposit_refused' || notice.kind === 'withdraw_refused') return 'error';
  return 'warning';
}
