import { startE2eSite } from './e2eSite.ts';

/**
 * Once per e2e run: the e2e site (e2eSite.ts), unless `npm test` already started it for this run (it
 * then passes its URLs in the environment and closes it itself). Workers read the URLs and keys from
 * the environment (see environment.ts).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (process.env.E2E_SITE_URL) return async () => {};
  const { site, env } = await startE2eSite();
  Object.assign(process.env, env);
  return site.close;
}
