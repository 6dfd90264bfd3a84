import 'server-only';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BASE_PATH } from '../base-path';
import { defaultLocale, localePrefixes, locales, type Locale } from '../i18n/locales';
import { parseArticleSource, type FrontMatter } from './front-matter';
import { renderMarkdown } from './markdown';

/*
 * Articles (spec §2 /article) live in the repository as content/articles/<locale>/<slug>.md. Thai is the
 * source: every article exists in Thai, and a locale without its own translation shows the Thai
 * text with a notice. Read at build time only: every article page is statically generated.
 */

const ROOT = path.join(process.cwd(), 'content', 'articles');
const SLUG = /^[a-z0-9-]{1,100}$/;

export interface ArticleMeta extends FrontMatter {
  slug: string;
  /** The language the text is written in: the requested one, or Thai when not translated yet. */
  contentLocale: Locale;
  /** Languages this article is translated into (always includes Thai). */
  available: Locale[];
}

export interface Article extends ArticleMeta {
  html: string;
  fallback: boolean;
}

const fileOf = (locale: Locale, slug: string) => path.join(ROOT, locale, `${slug}.md`);

/** Every article's slug, from the Thai source folder. */
export function articleSlugs(): string[] {
  return readdirSync(path.join(ROOT, defaultLocale))
    .filter((f) => f.endsWith('.md'))
    .map((f) => f.slice(0, -3))
    .filter((slug) => SLUG.test(slug))
    .sort();
}

export function articleLocales(slug: string): Locale[] {
  return locales.filter((locale) => existsSync(fileOf(locale, slug)));
}

function read(slug: string, locale: Locale) {
  const available = articleLocales(slug);
  if (!available.includes(defaultLocale)) return null;
  const contentLocale = available.includes(locale) ? locale : defaultLocale;
  const file = fileOf(contentLocale, slug);
  const { data, body } = parseArticleSource(readFileSync(file, 'utf8'), path.relative(process.cwd(), file));
  return { meta: { ...data, slug, contentLocale, available }, body };
}

/** The articles a visitor of `locale` sees, newest first. */
export function listArticles(locale: Locale): ArticleMeta[] {
  return articleSlugs()
    .map((slug) => read(slug, locale)?.meta)
    .filter((m): m is ArticleMeta => m !== undefined)
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

export function getArticle(slug: string, locale: Locale): Article | null {
  if (!SLUG.test(slug)) return null;
  const found = read(slug, locale);
  if (!found) return null;
  const linkPrefix = `${BASE_PATH}${localePrefixes[locale]}`;
  return {
    ...found.meta,
    html: renderMarkdown(found.body, { linkPrefix }),
    fallback: found.meta.contentLocale !== locale,
  };
}
