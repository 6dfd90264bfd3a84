'use client';

import './drawer-panel.css';
import { useTranslations } from 'next-intl';
import { useMemberHint } from '@/lib/hooks/use-member-hint';
import { Link } from '@/lib/i18n/navigation';
import { openPopup } from '@/lib/stores/popup';
import { LogoutButton } from '@/components/auth/logout-button';
import { Dialog } from '@/components/ui/dialog';
import { PanicButton } from '@/components/protection/panic-button';
import { languageFlags } from './language-flags';
import { LanguageSwitch } from './language-switch';
import { CreditRefresh, DrawerWalletEntry } from './member-only';
import { visibleItems, type MenuItem } from './menu-items';

/** The open drawer of spec §2: the items for guests or members, and the language switch. */
export function DrawerPanel({
  items,
  contactUrl,
  onClose,
}: {
  items: readonly MenuItem[];
  contactUrl: string;
  onClose: () => void;
}) {
  const t = useTranslations('Menu');
  const tc = useTranslations('Common');
  const member = useMemberHint();
  return (
    <Dialog title={tc('mainMenu')} closeLabel={tc('close')} onClose={onClose} className="drawer">
      <nav aria-label={tc('mainMenu')}>
        <ul className="drawer-list">
          {visibleItems(items, member).map((item) => (
            <li key={item.key}>
              <DrawerEntry item={item} label={t(item.key)} contactUrl={contactUrl} onDone={onClose} />
            </li>
          ))}
        </ul>
      </nav>
      <LanguageSwitch label={tc('language')} flags={languageFlags} />
    </Dialog>
  );
}

function DrawerEntry({
  item,
  label,
  contactUrl,
  onDone,
}: {
  item: MenuItem;
  label: string;
  contactUrl: string;
  onDone: () => void;
}) {
  const { action } = item;
  if ('panic' in action) return <PanicButton label={label} onDone={onDone} />;
  if ('credit' in action) return <CreditRefresh label={label} className="drawer-credit" />;
  if ('info' in action || 'wallet' in action)
    return <DrawerWalletEntry action={action} label={label} onDone={onDone} />;
  if ('href' in action) {
    return (
      <Link href={action.href} onClick={onDone}>
        {label}
      </Link>
    );
  }
  if ('popup' in action) {
    return (
      <button
        type="button"
        onClick={() => {
          onDone();
          openPopup(action.popup);
        }}
      >
        {label}
      </button>
    );
  }
  if ('contact' in action) {
    return (
      <a href={contactUrl} target="_blank" rel="noopener noreferrer">
        {label}
      </a>
    );
  }
  return <LogoutButton label={label} className="drawer-logout" />;
}
