import { deploySucceeded } from '../lib/deploySucceeded.ts';
import { deployed } from '../lib/serverFunction.ts';

/** Netlify's deploy-succeeded event: the service key comes from the server environment. */
export default deployed(deploySucceeded);
