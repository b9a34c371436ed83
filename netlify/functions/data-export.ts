import { dataExport } from '../lib/dataExport.ts';
import { deployed } from '../lib/serverFunction.ts';

export default deployed(dataExport);
