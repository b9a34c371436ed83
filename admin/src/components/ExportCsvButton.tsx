import { Download } from 'lucide-react';
import { useState } from 'react';
import { errorDetail } from '#core/supabaseError.ts';
import { adminMessages } from '../lib/messages.ts';
import { saveFile } from '../lib/saveFile.ts';
import { useToast } from '../lib/toast.tsx';

// A BOM so spreadsheets read the accents as UTF-8.
const download = (name: string, text: string) =>
  saveFile(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }), name);

/** 'Exportar CSV': builds the file (every row, escaped by core/csv.ts) and downloads it. */
export function ExportCsvButton({
  fileName,
  build,
  failed,
}: {
  fileName: string;
  build(): Promise<string>;
  failed: string;
}) {
  const toast = useToast();
  const [exporting, setExporting] = useState(false);
  async function exportCsv() {
    setExporting(true);
    try {
      download(fileName, await build());
    } catch (error) {
      toast.error(failed, errorDetail(error));
    } finally {
      setExporting(false);
    }
  }
  return (
    <button type="button" className="btn-secondary" onClick={exportCsv} disabled={exporting}>
      <Download className="size-4" aria-hidden="true" />
      {adminMessages.common.actions.exportCsv}
    </button>
  );
}
