import { dataExportBackground } from '../lib/dataExportBackground.ts';
import { deployed } from '../lib/serverFunction.ts';

/**
 * Netlify background function (the `-background` name): Netlify answers 202 at once and runs it up to
 * 15 minutes, enough to read every table and copy every stored file into one ZIP.
 */
export default deployed(dataExportBackground);
