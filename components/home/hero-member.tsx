'use client';

import { useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/format';
import { useProfile } from '@/lib/hooks/use-profile';
import { maskPhone } from '@/lib/phone';
import { PlayGameLink } from '@/components/layout/play-game-link';

/** The hero for a signed-in member (spec §2): greeting, credit and the play-game button. */
export function HeroMember() {
  const t = useTranslations();
  const { data: profile } = useProfile();
  return (
    <>
      {profile ? (
        <p className="hero-member">
          {/* masked as in the header: the home page is often open where others can see the screen */}
          {t('Home.memberGreeting', { phone: maskPhone(profile.phone) })}
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
