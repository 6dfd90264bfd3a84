import { loadEnvConfig } from '@next/env';

/*
 * The .env files, read the way Next reads them for the site (https://nextjs.org/docs/app/guides/environment-variables):
 * `.env`, `.env.local`, `.env.development` or `.env.production` (by `dev`), their `.local` variants,
 * in Next's order of precedence, `$VAR` expanded (under NODE_ENV=test: `.env.test` and `.env` only). A variable the environment already has wins over every
 * file. The launcher and the reference API call this before they read their configuration, so the
 * embedded API and the processes they start see the same values the site would.
 */
export function loadEnvFiles(dir: string, dev: boolean): { files: string[]; errors: string[] } {
  const errors: string[] = [];
  const log = {
    info: () => undefined,
    error: (message: unknown, error?: unknown) =>
      errors.push(`${String(message)}${error instanceof Error ? `: ${error.message}` : ''}`),
  };
  // once per process, as in Next: a second call returns the first one's result
  const { loadedEnvFiles } = loadEnvConfig(dir, dev, log);
  return { files: loadedEnvFiles.map((file) => file.path), errors };
}
