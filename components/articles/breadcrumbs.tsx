import { Link } from '@/lib/i18n/navigation';

/** A visible trail matching the BreadcrumbList JSON-LD; the last item is the current page. */
export function Breadcrumbs({
  label,
  items,
}: {
  label: string;
  items: ReadonlyArray<{ name: string; href?: string }>;
}) {
  return (
    <nav aria-label={label} className="breadcrumbs">
      <ol>
        {items.map((item) => (
          <li key={item.name}>
            {item.href ? (
              <Link href={item.href}>{item.name}</Link>
            ) : (
              <span aria-current="page">{item.name}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
