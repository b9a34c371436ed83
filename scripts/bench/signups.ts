import { parseArgs } from 'node:util';
import { localApiKeys } from '@palabra-viva/local-supabase';
import { createClient } from '@supabase/supabase-js';
import type { Database } from '#core/database.types.ts';
import { exitOnMissedTargets, forEachBenchBackend } from './benchTargets.ts';
import { describeSignupRace, runSignupRace } from './signupRaceRun.ts';
import { recordSummary } from './summary.ts';

// `npm run bench:signups [-- --clients 50 --last 5 --pg]` (issue 33): a backend process on loopback, N
// people at once for the last places of a date, then as many cancellations; exactly `last` confirmed,
// the rest waitlisted in arrival order, the next `last` promoted and emailed once each, 0 errors, on
// PGlite and PostgreSQL. Exits non-zero when a target is missed.
const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '50' },
    last: { type: 'string', default: '5' },
    pg: { type: 'boolean', default: false },
  },
});
const clients = Number(values.clients);
const lastPlaces = Number(values.last);
const keys = await localApiKeys();
const failures: string[] = [];

await forEachBenchBackend(values.pg, async (label, backend) => {
  const newClient = () =>
    createClient<Database>(backend.url, keys.secretKey, { auth: { persistSession: false } });
  const figures = await runSignupRace({
    service: newClient(),
    newClient,
    clients,
    lastPlaces,
    capacity: 40,
  });
  const summary = describeSignupRace(figures);
  console.log(`▶ Inscripciones · ${label}: ${summary}`);
  for (const error of figures.errors.slice(0, 5)) console.log(`  error: ${error}`);
  const ok =
    figures.errors.length === 0 &&
    figures.confirmed === lastPlaces &&
    figures.waitlisted === clients - lastPlaces &&
    figures.outOfOrder === 0 &&
    figures.promoted === lastPlaces &&
    figures.wrongPromotions === 0 &&
    figures.emails === lastPlaces &&
    figures.mostEmailsToOnePerson === 1 &&
    figures.secondRunQueued === 0;
  if (!ok) failures.push(`${label}: ${summary}`);
  recordSummary({
    area: 'inscripciones',
    measure: `${label}: ${clients} personas a la vez por los últimos ${lastPlaces} lugares, luego ${lastPlaces} cancelaciones`,
    value: summary,
    target: `${lastPlaces} confirmadas, ${clients - lastPlaces} en espera en orden, ${lastPlaces} promovidas con un correo cada una, 0 errores`,
    ok,
  });
});

exitOnMissedTargets(failures);
