'use client';

import './member-bar.css';
import { useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/format';
import { useCreditCheck } from '@/lib/hooks/use-credit-check';
import { useProfile } from '@/lib/hooks/use-profile';

/**
 * Credit with its refresh icon (spec §2: the member bar and the drawer's "credit with refresh"); a
 * spinner while the check runs (spec §4). One check per page however many of these are shown.
 */
export function CreditRefresh({ label, className }: { label: string; className: string }) {
  const t = useTranslations('MemberBar');
  const { data: profile } = useProfile();
  const credit = useCreditCheck();
  return (
    <span className={className}>
      <span>{label}</span>{' '}
      <strong className="money">{profile ? formatMoney(profile.creditSatang) : '…'}</strong>
      <button
        type="button"
        className="icon-button"
        onClick={credit.start}
        disabled={credit.checking}
        aria-label={credit.checking ? t('checking') : t('refresh')}
      >
        {credit.checking ? <span className="spinner spinner-small" aria-hidden="true" /> : <RefreshIcon />}
      </button>
    </span>
  );
}

/** The credit refresh icon, shared with the info tab's credit line. */
export function RefreshIcon({ size = 18 }: { size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      <path
        fill="currentColor"
        d="M17.65 6.35A7.96 7.96 0 0 0 12 4a8 8 0 1 0 7.75 10h-2.08A6 6 0 1 1 12 6c1.66 0 3.14.69 4.22 1.78L13 11h7V4l-2.35 2.35z"
      />
    </svg>
  );
}
