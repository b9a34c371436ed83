import { type PublicApiKey, publicApiKey } from '#core/publicApiKey.ts';
import { buildSite } from '#devserver/buildSite.ts';
import { allowsUrl, parsePolicy } from '#devserver/contentSecurityPolicy.ts';
import { headersForPath, readNetlifyConfig } from '#devserver/netlifyConfig.ts';

const supabaseUrl = process.env.PUBLIC_SUPABASE_URL;
let publicKey: PublicApiKey | undefined;
try {
  publicKey = publicApiKey(process.env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
if (!supabaseUrl || !publicKey) {
  console.error(
    'Faltan PUBLIC_SUPABASE_URL y PUBLIC_SUPABASE_PUBLISHABLE_KEY (URL del proyecto Supabase y su clave publicable sb_publishable_…; un proyecto con claves antiguas puede dar su clave anon en PUBLIC_SUPABASE_ANON_KEY).',
  );
  process.exit(1);
}
console.log(
  publicKey.variable === 'PUBLIC_SUPABASE_PUBLISHABLE_KEY'
    ? 'Clave del navegador: la publicable (PUBLIC_SUPABASE_PUBLISHABLE_KEY).'
    : 'Clave del navegador: la anon antigua (PUBLIC_SUPABASE_ANON_KEY); pasa a la publicable antes de desactivar las claves antiguas (DEPLOY.md).',
);

// A Supabase URL the Content-Security-Policy does not allow would deploy a site whose forms and admin
// cannot reach the API. On Netlify (NETLIFY=true) that stops the build; elsewhere it is a warning.
const policy = parsePolicy(headersForPath(readNetlifyConfig().headers, '/')['Content-Security-Policy'] ?? '');
let supabaseAllowed = false;
try {
  supabaseAllowed = allowsUrl(policy, 'connect-src', supabaseUrl, 'https://sitio.invalid');
} catch {}
if (!supabaseAllowed) {
  const message = `PUBLIC_SUPABASE_URL (${supabaseUrl}) no está permitida por la Content-Security-Policy de netlify.toml (connect-src e img-src): añade su origen allí.`;
  if (process.env.NETLIFY === 'true') {
    console.error(message);
    process.exit(1);
  }
  console.warn(`Aviso: ${message}`);
}
await buildSite({ supabaseUrl, publishableKey: publicKey.key });
console.log('Sitio y panel construidos en dist/.');
