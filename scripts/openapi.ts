import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { openApiText } from '../lib/casino/openapi';

/*
 * Writes casino-api/openapi.json from the contract (lib/casino/openapi.ts). Run after changing
 * lib/casino/contract*.ts; tests/casino-api/openapi.test.ts fails while the checked-in copy is stale.
 */
const OPENAPI_FILE = path.join(__dirname, '..', 'casino-api', 'openapi.json');

writeFileSync(OPENAPI_FILE, openApiText());
process.stdout.write(`wrote ${path.relative(process.cwd(), OPENAPI_FILE)}\n`);
