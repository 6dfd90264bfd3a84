import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { HeroActions } from './hero-actions';

/** The home hero: static text; the buttons depend on who is looking (spec §2). */
export async function Hero() {
  const t = await getTranslations('Home');
  const common = await getTranslations('Common');
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
        <li>{t('featureDeposit')}</li>
        <li>{t('featureWithdraw')}</li>
        <li>{t('featureSupport')}</li>
      </ul>
    </section>
  );
}
