/** Spec §2: the five tabs in this order; menu items open them by index (0 info … 4 news). */
export const informationTabs = ['info', 'history', 'activities', 'referral', 'news'] as const;
export type InformationTabKey = (typeof informationTabs)[number];
