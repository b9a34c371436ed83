import { defineServerFunction } from './serverFunction.ts';
import { syncSiteSettings } from './settings/syncSiteSettings.ts';

const done = () => new Response(null, { status: 204 });

/**
 * Netlify runs this after every successful deploy (the file name is the event). On the production deploy it
 * writes the deployed staff security switch (core/deployConfig.ts) to the database; the request body is not read, so
 * a caller can only make it write what the deployed configuration already says. Preview deploys skip it.
 * An event, not a route: `npm start` syncs the setting itself, so the registry does not mount it.
 */
export const deploySucceeded = defineServerFunction(
  'deploy-succeeded',
  (_service, settings) => async (_request, context) => {
    if (context?.deploy?.context !== 'production') return done();
    await syncSiteSettings(settings);
    return done();
  },
);
