import type { ComponentProps } from 'react';
import { PromotionArt } from './promotion-art';

/**
 * A promotion's picture: the upstream's image where it has a usable one (lib/casino/promotion-view.ts
 * keeps only http(s) URLs), else our own art, so a promotion never shows a broken or empty frame.
 * The frame's size comes from its container's aspect ratio (CLS 0); the image fills it. Only the
 * picture that may be the page's largest paint is loaded eagerly (`eager`).
 */
export function PromotionPicture({
  imageUrl,
  alt,
  eager = false,
  art,
}: {
  imageUrl: string | null;
  alt: string;
  eager?: boolean;
  art: ComponentProps<typeof PromotionArt>;
}) {
  if (!imageUrl) return <PromotionArt {...art} />;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- operator images come from any host; next/image would need each host allow-listed
    <img
      className="promo-picture"
      src={imageUrl}
      alt={alt}
      width={1200}
      height={600}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
    />
  );
}
