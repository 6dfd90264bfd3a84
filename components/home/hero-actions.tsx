'use client';

import { useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/format';
import { useMemberHint, useProfile } from '@/lib/hooks/use-member';
import { Link } from '@/lib/i18n/navigation';
import { openPopup } from '@/lib/stores/popup';
import { PlayGameLink } from '@/components/layout/play-game-link';

/** Spec §2 hero buttons: trial play and register for guests, play game for members. */
export function HeroActions() {
  const t = useTranslations();
  const member = useMemberHint();
  const { data: profile } = useProfile();
  if (member) {
    return (
      <>
        {profile ? (
          <p className="hero-member">
            {t('Home.memberGreeting', { phone: profile.phone })}
            <br />
            {t('Home.memberCredit', { amount: formatMoney(profile.creditSatang) })}
          </p>
        ) : null}
        <div className="button-row">
          <PlayGameLink className="button button-primary button-large" label={t('Common.playGame')} />
        </div>
      </>
    );
  }
  return (
    <div className="button-row">
      <Link href="/casino-test" className="button button-secondary button-large">
        {t('Common.trialPlay')}
      </Link>
      <button type="button" className="button button-primary button-large" onClick={() => openPopup('Register')}>
        {t('Common.register')}
      </button>
    </div>
  );
}
