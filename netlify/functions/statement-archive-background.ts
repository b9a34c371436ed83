import { deployed } from '../lib/serverFunction.ts';
import { statementArchiveBackground } from '../lib/statementArchiveBackground.ts';

/**
 * Netlify background function (the `-background` name): Netlify answers 202 at once and runs it up to
 * 15 minutes, enough for a year's statements ZIP that a synchronous function (26 s) could not build.
 */
export default deployed(statementArchiveBackground);
