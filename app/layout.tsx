import type { ReactNode } from 'react';

// The real root layout is app/[locale]/layout.tsx, which knows the language for <html lang>.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
