import { donationStatements } from '../lib/donationStatements.ts';
import { deployed } from '../lib/serverFunction.ts';

/** Netlify function: the service key and secrets come from the server environment, never from the browser. */
export default deployed(donationStatements);
