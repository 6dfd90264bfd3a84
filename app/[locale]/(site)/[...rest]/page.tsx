import { notFound } from 'next/navigation';

// Unknown paths inside a locale render that locale's 404 page (spec §2).
export default function CatchAll() {
  notFound();
}
