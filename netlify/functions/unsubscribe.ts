import { deployed } from '../lib/serverFunction.ts';
import { unsubscribe } from '../lib/unsubscribe.ts';

/** Netlify function: the service key and secrets come from the server environment, never from the browser. */
export default deployed(unsubscribe);
