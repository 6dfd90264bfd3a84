import path from 'node:path';
import { loadEnvFiles } from '../lib/env/files';

/*
 * The launcher reads the repository's .env files as Next does (lib/env/files.ts) before any module reads the
 * environment, so the embedded Casino API, `next build` and the site all see the same values; imported
 * first by scripts/start.ts. `npm run dev` reads the development files, `npm start` the production ones,
 * as `next dev` and `next start` would.
 */
const { files, errors } = loadEnvFiles(path.resolve(__dirname, '..'), process.argv.includes('--dev'));
for (const error of errors) console.error(error);
if (files.length > 0) console.log(`Environment from ${files.join(', ')}`);
