/**
 * What tests need of the backend's inside, public on purpose: the app and its routers without a server, the
 * query parser, acting as a database role, signing legacy tokens and TOTP codes as a user's app would, and
 * the fuzz grammars of PostgREST queries and storage names (with the time budget they run under).
 */
export { createApp } from '../app.ts';
export { signLegacyAccessToken } from '../auth/accessToken.ts';
export { type AuthOptions, createAuthRouter, createAuthUser } from '../auth/index.ts';
export { totpCode } from '../auth/totp.ts';
export type { BackendContext } from '../context.ts';
export { asRole, switchRole } from '../db/asRole.ts';
export type { JwtClaims } from '../jwt.ts';
export { createKeyRing } from '../keys/keyRing.ts';
export { createRestRouter, reloadSchemaCache } from '../rest/index.ts';
export { parseQueryParams, type QueryParams } from '../rest/query/queryParams.ts';
export { splitQueryString } from '../rest/query/queryString.ts';
export type { RestSettings } from '../rest/settings/restSettings.ts';
export { purgeExpiredUploads } from '../storage/retention.ts';
export { fuzz, withinMs } from './fuzz/budget.ts';
export { bucketId, objectName, plausibleName } from './fuzz/objectNames.ts';
export { filterValue, garbage, OPERATORS, postgrestQuery } from './fuzz/postgrestGrammar.ts';
