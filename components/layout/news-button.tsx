'use client';

import { useTranslations } from 'next-intl';
import { useNotices } from '@/lib/hooks/use-notices';
import { useWalletActions } from '@/lib/hooks/use-wallet-actions';

/** The News tab (Information popup tab 5) from the member bar, with the count of unread account notices. */
export function NewsButton() {
  const t = useTranslations('News');
  const wallet = useWalletActions();
  const { data } = useNotices();
  const unread = data?.unread ?? 0;
  const label = unread > 0 ? t('openUnread', { count: unread }) : t('open');
  return (
    <button
      type="button"
      className="member-bar-news"
      aria-label={label}
      title={label}
      onClick={() => void wallet.openInformation(4)}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          fill="currentColor"
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22zm7-6V11c0-3.07-1.64-5.64-4.5-6.32V4a2.5 2.5 0 0 0-5 0v.68C6.63 5.36 5 7.92 5 11v5l-2 2v1h18v-1l-2-2z"
        />
      </svg>
      {unread > 0 ? (
        <span className="member-bar-news-count" aria-hidden="true">
          {unread > 9 ? '9+' : unread}
        </span>
      ) : null}
    </button>
  );
}
