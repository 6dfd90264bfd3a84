// Shadows the site's instrumentation.ts, which Next would otherwise find from the repository root.
export function register() {}
