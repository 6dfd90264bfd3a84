import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { siteInfo } from '@/lib/site-info';
import { HeroActions } from './hero-actions';

function Arrow() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The home hero: static text; the buttons depend on who is looking (spec §2). The three features
 * are links to what they promise (the deposit and withdrawal guides, the customer-service chat of
 * spec §1), so nothing that looks tappable does nothing.
 */
export async function Hero() {
  const [t, common, { contactUrl }] = await Promise.all([
    getTranslations('Home'),
    getTranslations('Common'),
    siteInfo(),
  ]);
  const feature = (text: string, action: string) => (
    <>
      <span className="hero-feature-text">{text}</span>
      <span className="hero-feature-action">
        {action}
        <Arrow />
      </span>
    </>
  );
  return (
    <section className="hero">
      <div className="hero-text">
        <h1>{t('heroTitle')}</h1>
        <p>{t('heroText')}</p>
        <HeroActions
          trialLink={
            <Link href="/casino-test" className="button button-secondary button-large">
              {common('trialPlay')}
            </Link>
          }
        />
      </div>
      <ul className="hero-features">
        <li>
          <Link href="/article/deposit-promptpay" className="hero-feature">
            {feature(t('featureDeposit'), t('featureDepositLink'))}
          </Link>
        </li>
        <li>
          <Link href="/article/how-to-withdraw" className="hero-feature">
            {feature(t('featureWithdraw'), t('featureWithdrawLink'))}
          </Link>
        </li>
        <li>
          {/* the operator's chat (LINE), as the floating contact button opens it */}
          <a href={contactUrl} target="_blank" rel="noopener noreferrer" className="hero-feature">
            {feature(t('featureSupport'), t('featureSupportLink'))}
          </a>
        </li>
      </ul>
    </section>
  );
}
