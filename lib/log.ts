import 'server-only';

// The site's logger (lib/process-log.ts), for server code.
export { logOptions, processLog as log } from './process-log';
