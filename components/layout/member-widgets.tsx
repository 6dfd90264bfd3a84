'use client';

/*
 * Everything only a signed-in member sees, in one module so it is one lazy chunk (docs/performance.md):
 * components/layout/member-only.tsx loads it once the member hint is set, and a guest on a public
 * page never downloads it (nor SWR, which only these parts use).
 */
export { HeroMember } from '@/components/home/hero-member';
export { MemberPopups } from '@/components/popups/member-popups';
export { CreditRefresh } from './credit-refresh';
export { DrawerWalletEntry } from './drawer-wallet-entry';
export { MemberBar } from './member-bar';
export { MemberTabs } from './member-tabs';
