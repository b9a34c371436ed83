import { deployed } from '../lib/serverFunction.ts';
import { visits } from '../lib/visits/visitsFunction.ts';

/** Netlify function: «Planea tu visita» and its private link (issue 32 item 1). */
export default deployed(visits);
