import type { ReactNode } from 'react';

/**
 * The closing box of a public page: a short pitch to sign up and one or two buttons. It speaks to
 * guests only: a member (html[data-member], lib/session/member-hint-script.ts) never sees it, from
 * the first paint (app/layout.css, "Member or guest before hydration").
 */
export function CallToAction({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <aside className="cta-box cta-guest" aria-label={title}>
      <div>
        <h2>{title}</h2>
        <p>{text}</p>
      </div>
      <div className="cta-actions">{children}</div>
    </aside>
  );
}
