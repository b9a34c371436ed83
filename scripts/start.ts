import { parseBackendArgs } from '../backend/cli.ts';
import { closeOnSignal, launchBackend } from '../backend/launch.ts';
import { mountServerFunctions } from '../netlify/lib/registry.ts';
import { startLiveSite } from './site/liveSite.ts';

// The whole product locally: API on API_PORT with demo content, site + admin built from it and served on
// PORT, and the site rebuilt and swapped in after each publish.
const options = { ...parseBackendArgs(process.argv.slice(2)), seed: true };
const sitePort = Number(process.env.PORT ?? 4321);

const { backend, api } = await launchBackend(options);
console.log('Construyendo el sitio y el panel…');
const serverKeys = { supabaseUrl: api.url, serviceRoleKey: backend.ctx.keys.serviceRoleKey };
const site = await startLiveSite({
  db: backend.db,
  supabaseUrl: api.url,
  anonKey: backend.ctx.keys.anonKey,
  port: sitePort,
  // Tests and benchmarks start the product with their own output folder.
  outDir: process.env.SITE_OUT_DIR || undefined,
  functions: mountServerFunctions(serverKeys),
});
console.log(`\nSitio:  ${site.url}/\nPanel:  ${site.url}/admin/\nEl sitio se reconstruye solo al publicar.`);
closeOnSignal(site.close, api.close, backend.close);
