import type { SitemapPage } from './sitemap';

/*
 * The indexable pages of the site (lib/routes.ts 'public' and 'guest-only' pages that have
 * content of their own), each with the key of its title and description in messages `Seo.*`.
 * Articles are added per slug by app/sitemap.ts.
 */

export const publicPages = {
  home: '/',
  promotion: '/promotion',
  articles: '/article',
  casinoTest: '/casino-test',
  privacyPolicy: '/privacy-policy',
  responsiblePlay: '/responsible-play',
  login: '/login',
  register: '/register',
  forgetPassword: '/forgetpassword',
} as const;

export type PublicPage = keyof typeof publicPages;

export const staticSitemapPages: SitemapPage[] = [
  { page: publicPages.home, changeFrequency: 'daily', priority: 1 },
  { page: publicPages.promotion, changeFrequency: 'daily', priority: 0.9 },
  { page: publicPages.articles, changeFrequency: 'weekly', priority: 0.8 },
  { page: publicPages.casinoTest, changeFrequency: 'weekly', priority: 0.8 },
  { page: publicPages.register, changeFrequency: 'monthly', priority: 0.7 },
  { page: publicPages.login, changeFrequency: 'yearly', priority: 0.4 },
  { page: publicPages.forgetPassword, changeFrequency: 'yearly', priority: 0.2 },
  { page: publicPages.privacyPolicy, changeFrequency: 'yearly', priority: 0.3 },
  { page: publicPages.responsiblePlay, changeFrequency: 'yearly', priority: 0.3 },
];
