import type { InformationTabKey } from './information-tabs';

// Material-style 24 px glyphs, drawn inline so the tab list needs no icon font.
const paths: Record<InformationTabKey, string> = {
  info: 'M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zm0 2.2c-3.3 0-9 1.6-9 4.9V21h18v-1.9c0-3.3-5.7-4.9-9-4.9z',
  history:
    'M13 3a9 9 0 0 0-9 9H1l4 4 4-4H6a7 7 0 1 1 2.05 4.95l-1.42 1.42A9 9 0 1 0 13 3zm-1 5v5l4.25 2.52.77-1.28-3.52-2.09V8H12z',
  activities:
    'M20 7h-2.2A3 3 0 0 0 12 4.4 3 3 0 0 0 6.2 7H4a2 2 0 0 0-2 2v3h20V9a2 2 0 0 0-2-2zM9 5a1 1 0 1 1 0 2 1 1 0 0 1 0-2zm6 0a1 1 0 1 1 0 2 1 1 0 0 1 0-2zM3 13v6a2 2 0 0 0 2 2h6v-8H3zm10 8h6a2 2 0 0 0 2-2v-6h-8v8z',
  referral:
    'M16 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm-8 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm0 2c-2.3 0-7 1.2-7 3.5V19h14v-2.5C15 14.2 10.3 13 8 13zm8 0c-.3 0-.6 0-1 .05 1.2.85 2 2 2 3.45V19h6v-2.5c0-2.3-4.7-3.5-7-3.5z',
  news: 'M20 3H4a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2zM11 17H5v-2h6v2zm0-4H5v-2h6v2zm8 4h-6V7h6v10zm-8-8H5V7h6v2z',
};

export function TabIcon({ name }: { name: InformationTabKey }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" className="info-tab-icon">
      <path fill="currentColor" d={paths[name]} />
    </svg>
  );
}
