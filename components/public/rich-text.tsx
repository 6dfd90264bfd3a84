/**
 * HTML rendered from our own Markdown files by lib/articles/markdown.ts, which escapes raw HTML
 * and refuses unsafe link schemes; nothing from a visitor or the upstream ever reaches it.
 */
export function RichText({ html, lang }: { html: string; lang?: string }) {
  return <div className="rich-text" lang={lang} dangerouslySetInnerHTML={{ __html: html }} />;
}
