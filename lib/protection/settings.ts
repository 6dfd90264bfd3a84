import { z } from 'zod';
import { LEGAL_AGE } from './legal-age';

/*
 * Player-protection settings of the operator (docs/player-protection.md), read at build time like the other
 * public settings (static pages). NEXT_PUBLIC_LEGAL_AGE reaches the registration form in the browser, hence
 * the prefix.
 */

/**
 * NEXT_PUBLIC_LEGAL_AGE is read here, literally, so that Next inlines it into the browser's copy; the
 * site's configuration (lib/env/site.ts) declares it and refuses an out-of-range value at start-up.
 */
export function legalAge(raw = process.env.NEXT_PUBLIC_LEGAL_AGE): number {
  return z.coerce
    .number()
    .int()
    .min(LEGAL_AGE.min)
    .max(LEGAL_AGE.max)
    .catch(LEGAL_AGE.fallback)
    .parse(raw || undefined);
}

export interface HelpLink {
  name: string;
  href: string;
}

/** Thailand's Department of Mental Health hotline, and Gamblers Anonymous. */
const defaultLinks: HelpLink[] = [
  { name: 'สายด่วนสุขภาพจิต 1323', href: 'tel:1323' },
  { name: 'Gamblers Anonymous', href: 'https://www.gamblersanonymous.org/' },
];

const href = z.string().regex(/^(https:\/\/|tel:)[^\s"<>]+$/);

/** RESPONSIBLE_PLAY_LINKS: "Name|https://…;Name|tel:…". An unusable entry is skipped, none at all falls back. */
export function helpLinks(raw: string | undefined): HelpLink[] {
  if (!raw?.trim()) return defaultLinks;
  const links = raw
    .split(';')
    .map((entry) => entry.split('|').map((s) => s.trim()))
    .filter(
      (parts): parts is [string, string] =>
        parts.length === 2 && parts[0]!.length > 0 && href.safeParse(parts[1]).success,
    )
    .map(([name, link]) => ({ name, href: link }));
  return links.length ? links : defaultLinks;
}
