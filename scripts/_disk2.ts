import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statfsSync } from 'node:fs';
import { DEMO_JWT_SECRET, deriveApiKeys } from '../backend/config.ts';
import { killHard, startBackendProcess } from '../tests/support/backendProcess.ts';
import { visitorSubmission } from './bench/visitorSubmissions.ts';
const mnt = mkdtempSync('/tmp/pv-full-');
execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64m', 'tmpfs', mnt]);
execFileSync('cp', ['-a', '/tmp/rel-cluster/pgdata', mnt]);
const free = () => { const s = statfsSync(mnt); return s.bavail * s.bsize; };
console.log('free after copy', free());
execFileSync('fallocate', ['-l', String(free() - 1 * 1024 * 1024), `${mnt}/filler`]);
console.log('free after filler', free());
const { anonKey } = await deriveApiKeys(DEMO_JWT_SECRET);
const b = await startBackendProcess(['--data-dir', mnt], {});
console.log('start', b.startupMs, 'free', free());
let exited = false; b.child.once('exit', (c, s) => { exited = true; console.log('EXIT', c, s); });
b.child.stderr?.on('data', (d) => process.stdout.write('ERR ' + String(d).slice(0, 300)));
const statuses = new Map<string, number>();
for (let i = 0; i < 6000 && !exited; i++) {
  const s = visitorSubmission('full', i);
  try {
    const r = await fetch(`${b.url}/rest/v1/${s.table}`, { method: 'POST', headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ ...s.body, ...(s.table === 'contact_inquiries' ? { message: randomBytes(3000).toString('base64') } : {}) }), signal: AbortSignal.timeout(10000) });
    const t = await r.text();
    const k = `${r.status} ${r.status >= 300 ? t.slice(0, 150) : ''}`;
    statuses.set(k, (statuses.get(k) ?? 0) + 1);
  } catch (e) { const k = 'ERR ' + (e as Error).message; statuses.set(k, (statuses.get(k) ?? 0) + 1); }
}
console.log([...statuses], 'free', free());
rmSync(`${mnt}/filler`);
if (!exited) {
  const r = await fetch(`${b.url}/rest/v1/prayer_requests`, { method: 'POST', headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ name: 'after', request_text: 'x', is_public: false, is_prayed_for: false }) });
  console.log('after space returns', r.status, await r.text());
}
await killHard(b.child);
execFileSync('umount', [mnt]);
