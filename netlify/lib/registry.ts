import { inBackground, isBackgroundFunction } from './backgroundFunction.ts';
import { dataExport } from './dataExport.ts';
import { dataExportBackground } from './dataExportBackground.ts';
import { donationReceipt } from './donationReceipt.ts';
import { donationStatements } from './donationStatements.ts';
import { donorAccess } from './donorAccess.ts';
import { followUps } from './followUps/followUpsFunction.ts';
import { groups } from './groups/groupsFunction.ts';
import { manageStaff } from './manageStaff.ts';
import { requestSiteRebuild } from './requestSiteRebuild.ts';
import { sendNewsletter } from './sendNewsletter.ts';
import { sendPrayerRequest } from './sendPrayerRequest.ts';
import { functionPath, type Handler, type ServerFunction, type ServerSettings } from './serverFunction.ts';
import { signups } from './signups/signupsFunction.ts';
import { siteContent } from './siteContent.ts';
import { staffUpload } from './staffUpload.ts';
import { statementArchiveBackground } from './statementArchiveBackground.ts';
import { stripeWebhook } from './stripeWebhook.ts';
import { unsubscribe } from './unsubscribe.ts';
import { visitorUpload } from './visitorUpload.ts';
import { visits } from './visits/visitsFunction.ts';

/**
 * Every server function, in one list: `npm start`, the e2e setup and the demo site mount these. To add one:
 * write netlify/lib/<camelName>.ts with defineServerFunction('<name>', …) (serverFunction.ts: who calls and
 * with which role, the checked body, PostgREST-shaped errors), list it here, and give it its production
 * entry netlify/functions/<name>.ts: `export default deployed(<camelName>);`. registry.test.ts holds the
 * three together.
 */
export const serverFunctions: readonly ServerFunction[] = [
  manageStaff,
  requestSiteRebuild,
  stripeWebhook,
  sendNewsletter,
  unsubscribe,
  visitorUpload,
  donationReceipt,
  donationStatements,
  donorAccess,
  sendPrayerRequest,
  signups,
  groups,
  staffUpload,
  statementArchiveBackground,
  siteContent,
  dataExport,
  dataExportBackground,
  followUps,
  visits,
];

/**
 * Path → handler, as Netlify serves them (a `-background` function answers 202 at once and runs on);
 * `env` holds the secrets locally (e.g. STRIPE_WEBHOOK_SECRET).
 */
export function mountServerFunctions(settings: ServerSettings): Record<string, Handler> {
  const env = settings.env ?? process.env;
  return Object.fromEntries(
    serverFunctions.map((fn) => {
      const handler = fn.create({ ...settings, env });
      return [functionPath(fn.name), isBackgroundFunction(fn.name) ? inBackground(handler) : handler];
    }),
  );
}
