import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

// Plain next/link would drop the /en and /cn prefixes (STYLE.md, i18n).
export const { Link, redirect, permanentRedirect, usePathname, useRouter, getPathname } =
  createNavigation(routing);
