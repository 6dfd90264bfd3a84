// Suites that start a database and an HTTP server: PGlite's first open takes seconds on a 2-core box.
jest.setTimeout(60_000);

// One JSON line per BFF request would drown the test report; errors still print.
process.env.LOG_LEVEL ??= 'error';
