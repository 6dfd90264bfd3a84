import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/*
 * The standalone build (next.config.ts `output: 'standalone'`) puts a server.js and the traced
 * node_modules under <distDir>/standalone, but leaves out the browser assets: as the Next.js docs
 * (config/output) say, `public` and `<distDir>/static` are copied in beside it, after which
 * server.js serves them. Done once per build; the BUILD_ID marker says which build was copied.
 */
export function standaloneServer(root: string, distDir: string): string | null {
  const dist = path.resolve(root, distDir);
  const standalone = path.join(dist, 'standalone');
  const server = path.join(standalone, 'server.js');
  if (!existsSync(server)) return null;
  const buildId = readFileSync(path.join(dist, 'BUILD_ID'), 'utf8').trim();
  const marker = path.join(standalone, '.assets-of-build');
  if (!existsSync(marker) || readFileSync(marker, 'utf8') !== buildId) {
    // inside standalone the build directory keeps its name relative to the project root
    cpSync(path.join(dist, 'static'), path.join(standalone, path.relative(root, dist), 'static'), {
      recursive: true,
    });
    if (existsSync(path.join(root, 'public')))
      cpSync(path.join(root, 'public'), path.join(standalone, 'public'), { recursive: true });
    writeFileSync(marker, buildId);
  }
  return server;
}
