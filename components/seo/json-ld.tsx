import { serializeJsonLd, type JsonLdObject } from '@/lib/seo/json-ld';

/** Structured data as Next's JSON-LD guide recommends: a data block, never executed, '<' escaped. */
export function JsonLd({ data }: { data: JsonLdObject | JsonLdObject[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
