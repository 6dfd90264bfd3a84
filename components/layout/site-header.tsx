import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { Drawer } from './drawer';
import { HeaderAuth } from './header-auth';
import { languageFlags } from './language-flags';
import { LanguageSwitch } from './language-switch';
import { drawerItems } from './menu-items';
import { StickyHeader } from './sticky-header';

/** Header of every layout (spec §2): the logo links home; member parts fill in on the client. */
export async function SiteHeader({ siteName, contactUrl }: { siteName: string; contactUrl: string }) {
  const t = await getTranslations('Common');
  const m = await getTranslations('Menu');
  return (
    <StickyHeader>
      <div className="site-header-inner">
        <Drawer items={drawerItems} contactUrl={contactUrl} />
        <Link href="/" className="logo" aria-label={t('home')}>
          <span className="logo-mark" aria-hidden="true">
            L
          </span>
          <span className="logo-text">{siteName}</span>
        </Link>
        <nav className="header-nav" aria-label={t('mainMenu')}>
          <Link href="/promotion">{m('promotion')}</Link>
          <Link href="/article">{m('article')}</Link>
          <Link href="/casino-test">{m('trialCasino')}</Link>
          <a href={contactUrl} target="_blank" rel="noopener noreferrer">
            {m('contact')}
          </a>
        </nav>
        <HeaderAuth />
        <div className="header-language">
          <LanguageSwitch label={t('language')} flags={languageFlags} />
        </div>
      </div>
    </StickyHeader>
  );
}
