import { createServer } from 'node:net';

/*
 * A busy port as one line naming the port and the variable that picks another, instead of Node's
 * "Unhandled 'error' event … EADDRINUSE" stack (docs/operations.md, "Starting"). Used by
 * `npm run casino-api` and by the launcher for both of its ports.
 */

/** The one line for a busy port: which port, and which variable picks another. */
export const portInUseMessage = (port: number, variable: string, host: string): string =>
  `Port ${port} (${host}) is already in use, probably by another copy of the site or the API: ` +
  `stop it, or choose another port with ${variable}, e.g. ${variable}=${port + 1}.`;

/**
 * Whether `port` on `host` can be listened on now: null if so, otherwise the line to print. A probe,
 * not a reservation; the real listen reports the same line if it loses a race.
 */
export function checkPortFree(port: number, host: string, variable: string): Promise<string | null> {
  if (port === 0) return Promise.resolve(null);
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      resolve(
        error.code === 'EADDRINUSE'
          ? portInUseMessage(port, variable, host)
          : `Cannot listen on ${host}:${port} (${error.code ?? error.message}): check ${variable}.`,
      ),
    );
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(null)));
  });
}

/** A listen that failed on a busy port; its message is the one line to print. */
export class PortInUseError extends Error {
  override name = 'PortInUseError';
}
