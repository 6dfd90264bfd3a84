import { useId } from 'react';

/** Our own default promotion artwork (spec §2: image or default logo): a gift box on a glow. */
export function PromotionLogo() {
  // Several cards share the page: gradient ids must be unique per copy.
  const id = useId();
  const bg = `${id}-bg`;
  const gold = `${id}-gold`;
  return (
    <svg
      className="promo-logo"
      viewBox="0 0 160 100"
      preserveAspectRatio="xMidYMid slice"
      role="presentation"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={bg} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#2a2150" />
          <stop offset="1" stopColor="#161329" />
        </linearGradient>
        <linearGradient id={gold} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffd873" />
          <stop offset="1" stopColor="#d99a1e" />
        </linearGradient>
      </defs>
      <rect width="160" height="100" fill={`url(#${bg})`} />
      <circle cx="80" cy="52" r="34" fill="#f5c04a" opacity="0.12" />
      <circle cx="80" cy="52" r="24" fill="#f5c04a" opacity="0.16" />
      <rect x="58" y="46" width="44" height="30" rx="3" fill={`url(#${gold})`} />
      <rect x="54" y="38" width="52" height="11" rx="3" fill="#ffd873" />
      <rect x="76" y="38" width="8" height="38" fill="#b8322e" />
      <path
        d="M80 38c-6-10-18-12-18-4 0 5 10 6 18 4zm0 0c6-10 18-12 18-4 0 5-10 6-18 4z"
        fill="none"
        stroke="#b8322e"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <g fill="#ffd873">
        <circle cx="30" cy="24" r="2" />
        <circle cx="132" cy="30" r="2.5" />
        <circle cx="122" cy="78" r="1.6" />
        <circle cx="38" cy="74" r="1.8" />
      </g>
    </svg>
  );
}
