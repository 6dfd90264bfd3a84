import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BASE_PATH } from '../base-path';
import { localePrefixes, type Locale } from '../i18n/locales';
import { renderMarkdown } from '../articles/markdown';

/*
 * The privacy policy, one Markdown file per language in content/legal/<locale>/ (every
 * language is required: a legal text must not silently fall back). Read at build time.
 */

/** The day the policy text last changed; shown on the page. Change it with the text. */
export const PRIVACY_POLICY_UPDATED = '2026-11-22';

export function privacyPolicyHtml(locale: Locale): string {
  const file = path.join(process.cwd(), 'content', 'legal', locale, 'privacy-policy.md');
  return renderMarkdown(readFileSync(file, 'utf8'), { linkPrefix: `${BASE_PATH}${localePrefixes[locale]}` });
}
