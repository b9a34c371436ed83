/**
 * «Exportar todo»'s ZIP, named the same by the background function that writes it
 * (netlify/lib/export/dataExportRun.ts) and the admin screen that downloads it: the day it was finished.
 */
export const exportFileName = (finishedAt: string) => `exportacion-${finishedAt.slice(0, 10)}.zip`;
