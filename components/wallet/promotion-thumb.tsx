import './wallet.css';

/** A promotion's image, or our drawn default logo (spec §2: image or default logo). */
export function PromotionThumb({ imageUrl }: { imageUrl: string | null }) {
  if (imageUrl) {
    // Operator images come from hosts we cannot list in advance for next/image.
    // eslint-disable-next-line @next/next/no-img-element
    return <img src={imageUrl} alt="" className="promotion-thumb" width={64} height={64} loading="lazy" />;
  }
  return (
    <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" className="promotion-thumb">
      <rect width="64" height="64" rx="14" fill="#2b2355" />
      <path d="M14 28h36v24H14z" fill="#f5c04a" />
      <path d="M10 20h44v10H10z" fill="#ffd873" />
      <path d="M30 20h4v32h-4z" fill="#b3261e" />
      <path d="M32 20c-6-10-16-6-12 0m12 0c6-10 16-6 12 0" stroke="#b3261e" strokeWidth="3" fill="none" />
    </svg>
  );
}
