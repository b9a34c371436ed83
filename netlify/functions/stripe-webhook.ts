import { deployed } from '../lib/serverFunction.ts';
import { stripeWebhook } from '../lib/stripeWebhook.ts';

/** Netlify function: the service key and secrets come from the server environment, never from the browser. */
export default deployed(stripeWebhook);
