import { buildSite } from './lib/buildSite.ts';

const supabaseUrl = process.env.PUBLIC_SUPABASE_URL;
const anonKey = process.env.PUBLIC_SUPABASE_ANON_KEY;
if (!supabaseUrl || !anonKey) {
  console.error(
    'Faltan PUBLIC_SUPABASE_URL y PUBLIC_SUPABASE_ANON_KEY (URL del proyecto Supabase y su clave anon).',
  );
  process.exit(1);
}
await buildSite({ supabaseUrl, anonKey });
console.log('Sitio y panel construidos en dist/.');
