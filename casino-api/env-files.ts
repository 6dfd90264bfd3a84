import path from 'node:path';
import { loadEnvFiles } from '../lib/env/files';

/*
 * `npm run casino-api` reads the repository's .env files as Next does (lib/env/files.ts), before any module
 * reads the environment; imported first by casino-api/server.ts. A variable already set wins over a file.
 */
const { errors } = loadEnvFiles(path.resolve(__dirname, '..'), process.env.NODE_ENV !== 'production');
for (const error of errors) console.error(`[casino-api] ${error}`);
