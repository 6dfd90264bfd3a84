import { getTranslations } from 'next-intl/server';
import { HeroActions } from './hero-actions';

/** The home hero: static text; the buttons depend on who is looking (spec §2). */
export async function Hero() {
  const t = await getTranslations('Home');
  return (
    <section className="hero">
      <div className="hero-text">
        <h1>{t('heroTitle')}</h1>
        <p>{t('heroText')}</p>
        <HeroActions />
      </div>
      <ul className="hero-features">
        <li>{t('featureDeposit')}</li>
        <li>{t('featureWithdraw')}</li>
        <li>{t('featureSupport')}</li>
      </ul>
    </section>
  );
}
