import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  dropVerifyOnlyKeys,
  loadSigningKeys,
  readSupabaseConfig,
  rotateSigningKeys,
  SIGNING_ALGORITHMS,
  type SigningAlgorithm,
  signingKeysPathFrom,
} from '@palabra-viva/local-supabase';

// `npm run keys:rotate [-- --algorithm RS256]`: a new signing key, the old ones kept for verification.
// `npm run keys:retire`: drops the keys that only verify, once the tokens they signed have expired.
// Either takes effect when the API starts again (restart npm start), as with the Supabase CLI.
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { algorithm: { type: 'string', default: 'ES256' } },
});
const [step] = positionals;
const algorithm = values.algorithm as SigningAlgorithm;
if ((step !== 'rotate' && step !== 'retire') || !SIGNING_ALGORITHMS.includes(algorithm)) {
  console.error('Uso: signingKeys.ts rotate [--algorithm ES256|RS256] | retire');
  process.exit(1);
}
const path = signingKeysPathFrom(readSupabaseConfig());
if (!path) {
  console.error('supabase/config.toml no nombra [auth] signing_keys_path.');
  process.exit(1);
}
const { keys } = loadSigningKeys(path);
const next = step === 'rotate' ? rotateSigningKeys(keys, algorithm) : dropVerifyOnlyKeys(keys);
writeFileSync(path, `${JSON.stringify(next, null, 2)}\n`, { mode: 0o600 });
console.log(
  step === 'rotate'
    ? `Clave nueva ${next[0]!.kid} (${algorithm}) firma desde el próximo arranque; ${keys.length} anterior(es) solo verifican.`
    : `Quedan ${next.length} clave(s); ${keys.length - next.length} retirada(s). Reinicia la API.`,
);
