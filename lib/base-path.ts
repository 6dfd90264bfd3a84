/** next.config.ts basePath; browser fetches and full-page loads need it spelled out. */
export const BASE_PATH = '/lobby';

/** A page path such as '/en/deposit' → '/lobby/en/deposit' (and '/' → '/lobby'). */
export function withBasePath(path: string): string {
  return path === '/' ? BASE_PATH : `${BASE_PATH}${path}`;
}
