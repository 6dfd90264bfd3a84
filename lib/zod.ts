import { config } from 'zod/mini';

/*
 * zod for the guest forms in the browser (login, register, reset): zod/mini, the same validation core
 * as the server's `zod` without the method-chaining classes. Classic zod came to a 161 kB chunk
 * (390–430 kB while the whole namespace was re-exported, which kept every locale); with mini what
 * remains is zod's core, 126 kB (docs/performance.md, "zod in the browser"). The member popups' forms
 * do without it (lib/forms/text-resolver.ts). Import it as a namespace (`import * as z from
 * '@/lib/zod'`) and export only the parts the forms use: a re-exported namespace value is not
 * tree-shaken.
 *
 * zod must not probe `new Function` for its compiled object parser there: the pages' CSP has no
 * 'unsafe-eval', so the probe is reported as a violation (docs/security.md, Content-Security-Policy).
 * The interpreted parser gives the same answers; servers keep the compiled one. The setting is zod's
 * global one, so importing this module once is enough for every schema on the page.
 */
if (typeof window !== 'undefined') config({ jitless: true });

export { literal, minLength, object, refine, regex, string, trim } from 'zod/mini';
export type { infer } from 'zod/mini';
