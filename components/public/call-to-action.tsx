import type { ReactNode } from 'react';

/** The closing box of a public page: a short pitch and one or two buttons. */
export function CallToAction({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <aside className="cta-box" aria-label={title}>
      <div>
        <h2>{title}</h2>
        <p>{text}</p>
      </div>
      <div className="cta-actions">{children}</div>
    </aside>
  );
}
