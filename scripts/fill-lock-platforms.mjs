// The registry this project installs from lacks some platform builds (darwin/win32 swc, unrs
// bindings), so `npm install` leaves them out of package-lock.json and `npm ci` then refuses the
// lock as out of sync. This adds lock entries for the missing optional platform packages (os/cpu
// only, no tarball): npm ci skips them on this platform and a developer elsewhere fetches them.
// Run after every `npm install`: node scripts/fill-lock-platforms.mjs package-lock.json
import fs from 'node:fs';
const file = process.argv[2];
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const pk = lock.packages;
const osOf = (n) =>
  ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openharmony'].find((o) => n.includes(`-${o}-`));
const cpuOf = (n) =>
  ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64'].find((c) =>
    new RegExp(`-${c}(-|$)`).test(n),
  );
let added = 0;
for (const meta of Object.values(pk)) {
  for (const [dep, ver] of Object.entries(meta.optionalDependencies ?? {})) {
    const key = `node_modules/${dep}`;
    if (pk[key]) continue;
    const os = osOf(dep),
      cpu = cpuOf(dep);
    if (!os || !cpu) {
      console.error('skip', dep);
      continue;
    }
    const e = { version: ver.replace(/^[\^~]/, ''), cpu: [cpu] };
    if (meta.dev) e.dev = true;
    if (os === 'linux') e.libc = [dep.includes('musl') ? 'musl' : 'glibc'];
    e.optional = true;
    e.os = [os];
    pk[key] = e;
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(pk).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
fs.writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
console.log('added', added);
