import { toLocalizedTexts, type LocalizedTexts } from '../i18n/localized-text';
import type { Announcement } from './contract-entities';

/** An announcement as the modal or banner shows it (spec §2, §3; STYLE.md: a DTO, not the upstream object). */
export interface AnnouncementItem {
  /** Spec §3's text, Thai; '' for an announcement that is only a picture. */
  content: string;
  /** Extension: the text in each language the upstream gives it in; shown with pickText. */
  contents: LocalizedTexts;
  img: string | null;
  /** 1 a modal, 2 a banner (spec §2). */
  active: number;
  /** Extension: shown to guests only (the upstream's `audience: 'guests'`), never to a signed-in member. */
  guestsOnly: boolean;
}

export function toAnnouncementItem(a: Announcement): AnnouncementItem {
  return {
    content: a.content ?? '',
    contents: toLocalizedTexts(a.contents),
    img: a.img ?? null,
    active: a.active,
    guestsOnly: a.audience === 'guests',
  };
}
