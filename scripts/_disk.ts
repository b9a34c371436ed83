import { killHard, startBackendProcess } from '../tests/support/backendProcess.ts';
const b = await startBackendProcess(['--data-dir', process.argv[2]!], {});
console.log('start', b.startupMs);
const r = await fetch(`${b.url}/rest/v1/posts?select=id&limit=1`); console.log(r.status);
await killHard(b.child);
