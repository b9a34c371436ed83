// Runs a TypeScript entry point under Node 24. Our machines ship an older Node, so when the running Node
// cannot execute TypeScript natively we fetch Node 24 from the npm registry (package `node`) once, into a
// user-wide cache, and re-run the same command with it. Plain JavaScript on purpose: it must start on Node 18+.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REQUIRED_MAJOR = 24;
const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error('uso: node scripts/node24.mjs <script.ts> [args…]');
  process.exit(2);
}

const major = Number(process.versions.node.split('.')[0]);
let nodeBinary = process.execPath;
if (major < REQUIRED_MAJOR) {
  const prefix = process.env.NODE24_PREFIX ?? join(homedir(), '.cache', 'node24');
  nodeBinary = join(prefix, 'node_modules', '.bin', 'node');
  if (!existsSync(nodeBinary)) {
    console.log(
      `Node ${process.versions.node} es antiguo: instalando Node ${REQUIRED_MAJOR} desde npm en ${prefix}…`,
    );
    const install = spawnSync(
      'npm',
      ['install', '--no-audit', '--no-fund', '--prefix', prefix, `node@${REQUIRED_MAJOR}`],
      {
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    if (install.status !== 0 || !existsSync(nodeBinary)) {
      console.error(
        `No se pudo instalar Node ${REQUIRED_MAJOR}. Instálalo a mano (ver .nvmrc) y vuelve a intentarlo.`,
      );
      process.exit(1);
    }
  }
  const version = spawnSync(nodeBinary, ['--version'], { encoding: 'utf8' }).stdout.trim();
  console.log(`Node ${process.versions.node} es antiguo: usando Node ${version} de ${prefix}.`);
}

// Child processes (vitest, astro, playwright…) find the same Node first on PATH. They also share Node's
// compile cache (type-stripped TypeScript and V8 code, keyed by content): a backend restart spent a third of
// a second compiling the same modules again, and the tests start hundreds of processes.
const binDir = join(nodeBinary, '..');
const compileCache = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'node_modules',
  '.cache',
  'node-compile-cache',
);
const env = {
  ...process.env,
  PATH: `${binDir}:${process.env.PATH ?? ''}`,
  NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE ?? compileCache,
};
const child = spawnSync(nodeBinary, [entry, ...args], { stdio: 'inherit', env });
if (child.signal) process.kill(process.pid, child.signal);
process.exit(child.status ?? 1);
