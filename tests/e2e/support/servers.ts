/*
 * Where the e2e run puts the site and the reference Casino API: beside, not on, a developer's
 * `npm start` (3000/4000). playwright.config.ts starts them; tests that talk to the upstream
 * directly (to prove what the browser holds is useless there) read the same numbers.
 */
// E2E_SITE_PORT / E2E_API_PORT move a run aside when another one already holds 3100/4100.
export const SITE_PORT = Number(process.env.E2E_SITE_PORT || 3100);
export const CASINO_API_PORT = Number(process.env.E2E_API_PORT || 4100);
export const SITE_ORIGIN = `http://localhost:${SITE_PORT}`;
export const CASINO_API_URL = `http://127.0.0.1:${CASINO_API_PORT}/api`;
export const BASE_PATH = '/lobby';
/** STEP_UP_SECONDS of the e2e site (lib/session/step-up.ts): how long a proof of the player covers a withdrawal. */
export const E2E_STEP_UP_SECONDS = 90;
/** The reference API's staff API (casino-api/routes/operator.ts), enabled with the demo key by `npm start`. */
export const OPERATOR_URL = `http://127.0.0.1:${CASINO_API_PORT}/operator`;
export const OPERATOR_KEY = process.env.OPERATOR_KEY || 'demo-operator-key';
