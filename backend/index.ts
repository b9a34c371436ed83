/**
 * The front door of the local Supabase-compatible API: what the product's scripts, dev servers and tests may
 * use. Create a backend (or launch it as `npm start` does), seed the demo, serve it, open and migrate a
 * database, read the local keys and config, run the local inbox. Everything else in this folder is private
 * to it; what only tests need goes through `@palabra-viva/local-supabase/testing`.
 */
export type { EmailTemplateName } from './auth/authSettings.ts';
export { type Backend, createBackend } from './backend.ts';
export { parseBackendArgs } from './cli.ts';
export { DEFAULT_DATA_DIR, DEMO_JWT_SECRET } from './config.ts';
export { type Database, isPgError, type Queryable } from './db/database.ts';
export { withDatabaseName } from './db/databaseUrl.ts';
export { DataDirInUseError, lockDataDir } from './db/dataDirLock.ts';
export { listMigrations, migrate } from './db/migrate.ts';
export { type DatabaseTarget, openDatabase } from './db/openDatabase.ts';
export { openPglite } from './db/pglite.ts';
export { runSeedSql, SEED_SQL_PATH, seedDatabase, seedSqlPaths } from './db/seed.ts';
export { listSeedFiles, SEED_FILES_DIR } from './db/seedFiles.ts';
export { type ApiKeys, CLI_PUBLISHABLE_KEY, CLI_SECRET_KEY, localApiKeys } from './keys/apiKeys.ts';
export { gatewayTokensFor, signingKeysPathFrom } from './keys/projectKeys.ts';
export {
  dropVerifyOnlyKeys,
  generateSigningKey,
  loadSigningKeys,
  rotateSigningKeys,
  SIGNING_ALGORITHMS,
  type SigningAlgorithm,
  type SigningJwk,
} from './keys/signingKeys.ts';
export { closeOnSignal, launchBackend } from './launch.ts';
export { describeInbox, inboxPorts, inboxSmtpEnv, startLocalInbox } from './mail/localInbox.ts';
export { listen, type RunningServer } from './serve.ts';
export { readSupabaseConfig } from './supabaseConfig.ts';
