import MarkdownIt from 'markdown-it';

/*
 * Article bodies are ours, but they are still rendered as if they were not: raw HTML in the
 * Markdown is shown as text (html: false), and markdown-it's link check refuses javascript:,
 * vbscript:, file: and non-image data: URLs. Headings start at h2: the page's h1 is the title.
 */

const md = new MarkdownIt({ html: false, linkify: false, typographer: false });

const defaultHeadingOpen = md.renderer.rules.heading_open;
md.renderer.rules.heading_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx]!;
  if (token.tag === 'h1') token.tag = 'h2';
  return defaultHeadingOpen
    ? defaultHeadingOpen(tokens, idx, options, env, self)
    : self.renderToken(tokens, idx, options);
};
const defaultHeadingClose = md.renderer.rules.heading_close;
md.renderer.rules.heading_close = (tokens, idx, options, env, self) => {
  const token = tokens[idx]!;
  if (token.tag === 'h1') token.tag = 'h2';
  return defaultHeadingClose
    ? defaultHeadingClose(tokens, idx, options, env, self)
    : self.renderToken(tokens, idx, options);
};

export interface RenderOptions {
  /** Prepended to site-relative links ('/register'), e.g. '/lobby/en': files say '/register' in every language. */
  linkPrefix: string;
}

// Site-relative links get the base path and locale prefix; links that leave the site open in a
// new tab without handing it our window.
const defaultLinkOpen = md.renderer.rules.link_open;
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx]!;
  const href = String(token.attrGet('href') ?? '');
  const linkPrefix = String((env as Partial<RenderOptions> | undefined)?.linkPrefix ?? '');
  if (href.startsWith('/') && !href.startsWith('//')) {
    token.attrSet('href', `${linkPrefix}${href === '/' ? '' : href}` || '/');
  } else if (/^https?:\/\//i.test(href)) {
    token.attrSet('target', '_blank');
    token.attrSet('rel', 'noopener noreferrer');
  }
  return defaultLinkOpen
    ? defaultLinkOpen(tokens, idx, options, env, self)
    : self.renderToken(tokens, idx, options);
};

export function renderMarkdown(source: string, options: RenderOptions): string {
  return md.render(source, { ...options });
}
