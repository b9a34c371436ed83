import { readFileSync, writeFileSync } from 'node:fs';
import { danglingOptionalDependencies, pruneDanglingOptionalDependencies } from './lockfile.ts';

// Our registry mirror serves only this platform's native builds (esbuild, rolldown, biome, astro's
// compiler), so `npm install` records optional dependencies it could not resolve and `npm ci` then fails
// with "Missing: … from lock file". Run `npm run lock:prune` after every install that changes the lock.
const path = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(path, 'utf8'));
const dangling = danglingOptionalDependencies(lock);
pruneDanglingOptionalDependencies(lock);
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${dangling.length} dependencias opcionales inalcanzables eliminadas.`);
