import type { KeyOf } from '@/lib/i18n/message-keys';
/*
 * The menu and drawer items of spec §2, as data. Each item is a page link, a popup to open, or
 * the contact link; `who` says whether guests, members or both see it.
 */
export type MenuAction =
  | { href: string }
  | { popup: 'Register' | 'Login' | 'Protection' | 'Statement' }
  | { info: number }
  | { wallet: 'deposit' | 'withdraw' }
  | { contact: true }
  | { credit: true }
  | { panic: true }
  | { logout: true };

export interface MenuItem {
  /** Its label in the Menu namespace; the type keeps every item's label in the catalogue. */
  key: KeyOf<'Menu'>;
  who: 'guest' | 'member' | 'all';
  action: MenuAction;
}

export const drawerItems: readonly MenuItem[] = [
  { key: 'home', who: 'all', action: { href: '/' } },
  // Spec §2: credit with refresh, then the Information popup's tabs.
  { key: 'credit', who: 'member', action: { credit: true } },
  // the member bar's money buttons too: this drawer is the one member menu (components/layout/member-bar.tsx)
  { key: 'deposit', who: 'member', action: { wallet: 'deposit' } },
  { key: 'withdraw', who: 'member', action: { wallet: 'withdraw' } },
  { key: 'personalInfo', who: 'member', action: { info: 0 } },
  { key: 'history', who: 'member', action: { info: 1 } },
  { key: 'activities', who: 'member', action: { info: 2 } },
  { key: 'referFriend', who: 'member', action: { info: 3 } },
  // tab 5, with its unread count (docs/architecture.md §8: account notices in the News tab)
  { key: 'news', who: 'member', action: { info: 4 } },
  // player protection and the account statement, from the member menu (docs/player-protection.md)
  { key: 'statement', who: 'member', action: { popup: 'Statement' } },
  { key: 'protection', who: 'member', action: { popup: 'Protection' } },
  // the one-tap 24-hour break, in the menu of every page (docs/player-protection.md, GlüStV §6i(3))
  { key: 'panic', who: 'member', action: { panic: true } },
  { key: 'trialCasino', who: 'guest', action: { href: '/casino-test' } },
  { key: 'register', who: 'guest', action: { popup: 'Register' } },
  { key: 'login', who: 'guest', action: { popup: 'Login' } },
  { key: 'promotion', who: 'all', action: { href: '/promotion' } },
  { key: 'article', who: 'all', action: { href: '/article' } },
  { key: 'contact', who: 'all', action: { contact: true } },
  { key: 'logout', who: 'member', action: { logout: true } },
];

/** The second mobile layout's drawer (spec §2): home, deposit, withdraw, affiliate, history, contact, logout. */
export const sportDrawerItems: readonly MenuItem[] = [
  { key: 'home', who: 'all', action: { href: '/' } },
  { key: 'deposit', who: 'member', action: { wallet: 'deposit' } },
  { key: 'withdraw', who: 'member', action: { wallet: 'withdraw' } },
  { key: 'affiliate', who: 'member', action: { info: 3 } },
  { key: 'history', who: 'member', action: { info: 1 } },
  { key: 'contact', who: 'all', action: { contact: true } },
  { key: 'panic', who: 'member', action: { panic: true } },
  { key: 'logout', who: 'member', action: { logout: true } },
];

export function visibleItems(items: readonly MenuItem[], member: boolean): MenuItem[] {
  return items.filter((i) => i.who === 'all' || (i.who === 'member') === member);
}
