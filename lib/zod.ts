import { z } from 'zod';

/*
 * zod for code that also runs in the browser. There zod must not probe `new Function` for its compiled
 * object parser: the pages' CSP has no 'unsafe-eval', so the probe is reported as a violation
 * (docs/security.md, Content-Security-Policy). The interpreted parser gives the same answers; servers
 * keep the compiled one. The setting is zod's global one, so importing this module once is enough for
 * every schema on the page, the form resolvers' included.
 */
if (typeof window !== 'undefined') z.config({ jitless: true });

export { z };
