import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { legalAge } from '@/lib/protection/settings';

export async function SiteFooter({ siteName }: { siteName: string }) {
  const t = await getTranslations('Footer');
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <div>
          <p className="footer-brand">{siteName}</p>
          <p className="footer-slogan">{t('slogan')}</p>
        </div>
        <ul className="footer-links">
          <li>
            <Link href="/promotion">{t('promotion')}</Link>
          </li>
          <li>
            <Link href="/article">{t('article')}</Link>
          </li>
          <li>
            <Link href="/casino-test">{t('trial')}</Link>
          </li>
          <li>
            <Link href="/privacy-policy">{t('privacy')}</Link>
          </li>
        </ul>
        {/* the age notice links to the responsible-play page on every public page
            (docs/player-protection.md) */}
        <p className="footer-age">
          {t('age', { age: legalAge() })} · <Link href="/responsible-play">{t('responsiblePlay')}</Link>
        </p>
        <p className="footer-copy">{t('copyright', { year, name: siteName })}</p>
      </div>
    </footer>
  );
}
