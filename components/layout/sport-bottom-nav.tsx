import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { Drawer } from './drawer';
import { sportDrawerItems } from './menu-items';

/** The second mobile layout (spec §2): footer tabs history, affiliate, home, deposit, report a problem, plus its drawer. */
export async function SportBottomNav({ contactUrl }: { contactUrl: string }) {
  const t = await getTranslations('Menu');
  return (
    <nav className="mobile-app-bar sport-bar" aria-label={t('memberMenu')}>
      <Link href="/history" className="bottom-tab">
        {t('barHistory')}
      </Link>
      <Link href="/affiliate" className="bottom-tab">
        {t('barAffiliate')}
      </Link>
      <Link href="/" className="bottom-tab bottom-tab-main">
        {t('home')}
      </Link>
      <Link href="/deposit" className="bottom-tab">
        {t('deposit')}
      </Link>
      <a href={contactUrl} target="_blank" rel="noopener noreferrer" className="bottom-tab">
        {t('barReportProblem')}
      </a>
      <Drawer items={sportDrawerItems} contactUrl={contactUrl} variant="tab" />
    </nav>
  );
}
