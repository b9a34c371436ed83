import { Download, FileText } from 'lucide-react';
import { useMemo, useState } from 'react';
import { TextInput } from '../../components/FormField.tsx';
import { FormProblem } from '../../components/FormProblem.tsx';
import { adminMessages } from '../../lib/messages.ts';
import { usePublishedArea } from '../../lib/publishedSite.ts';
import { qrPath } from '../../lib/qrPath.ts';
import { saveFile } from '../../lib/saveFile.ts';
import { qrPdfFile, qrSvgFile } from './qrFiles.ts';
import { type QrTarget, qrAddress, qrFileName } from './qrTargets.ts';

const copy = adminMessages.qr;
const TARGETS: readonly QrTarget[] = ['site', 'whatsapp', 'page'];
const CAPTION_MAX = 60;

/**
 * «Códigos QR» (any staff member): a printable code for the site, the ministry's WhatsApp chat (the number
 * staff keep in Sitio → Contacto) or one page, previewed as it will print and downloaded as SVG or A4 PDF.
 * The site is served from the panel's own origin, so that origin is the address the code opens.
 */
export function QrScreen() {
  const contact = usePublishedArea('contact');
  const identity = usePublishedArea('identity');
  const [target, setTarget] = useState<QrTarget>('site');
  const [page, setPage] = useState('');
  const [caption, setCaption] = useState('');
  const [touched, setTouched] = useState(false);
  const [pdfError, setPdfError] = useState('');
  const [making, setMaking] = useState(false);

  const siteOrigin = window.location.origin;
  const waiting = target === 'whatsapp' && !contact;
  const address = qrAddress(target, { siteOrigin, whatsapp: contact?.whatsapp ?? '', page });
  const url = address.ok ? address.url : '';
  const preview = useMemo(() => (url ? qrPath(url) : null), [url]);
  const problem = !address.ok && !waiting && (target !== 'page' || touched) ? address.problem : '';

  const downloadPdf = async () => {
    setMaking(true);
    setPdfError('');
    try {
      const bytes = await qrPdfFile(url, identity?.name ?? '', caption.trim());
      saveFile(new Blob([bytes as BlobPart], { type: 'application/pdf' }), qrFileName(target, url, 'pdf'));
    } catch {
      setPdfError(copy.pdfError);
    } finally {
      setMaking(false);
    }
  };

  return (
    <section className="grid gap-6">
      <h1 className="text-2xl font-bold">{copy.title}</h1>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_auto]">
        <div className="card grid content-start gap-4 p-4">
          <p>{copy.intro}</p>
          <fieldset className="grid gap-2">
            <legend className="label">{copy.targetLegend}</legend>
            {TARGETS.map((option) => (
              <label key={option} className="flex min-h-11 items-center gap-3">
                <input
                  type="radio"
                  name="qr-target"
                  value={option}
                  checked={target === option}
                  onChange={() => setTarget(option)}
                  className="size-5"
                />
                {copy.targets[option]}
              </label>
            ))}
          </fieldset>
          {target === 'page' && (
            <TextInput
              id="qr-page"
              label={copy.pageLabel}
              hint={copy.pageHint}
              value={page}
              onChange={setPage}
              onBlur={() => setTouched(true)}
              error={problem}
              inputMode="url"
              autoComplete="off"
              maxLength={500}
            />
          )}
          {target !== 'page' && problem && <FormProblem boxed>{problem}</FormProblem>}
          {waiting && <p role="status">{copy.whatsappLoading}</p>}
          <TextInput
            id="qr-caption"
            label={copy.captionLabel}
            hint={copy.captionHint}
            value={caption}
            onChange={setCaption}
            maxLength={CAPTION_MAX}
          />
          <p className="text-sm text-ink-700">{copy.formats}</p>
          <FormProblem boxed>{pdfError}</FormProblem>
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              className="btn-primary"
              disabled={!url}
              onClick={() =>
                saveFile(
                  new Blob([qrSvgFile(url)], { type: 'image/svg+xml' }),
                  qrFileName(target, url, 'svg'),
                )
              }
            >
              <Download className="size-4" aria-hidden="true" /> {copy.downloadSvg}
            </button>
            <button
              type="button"
              className="btn-secondary"
              disabled={!url || making}
              onClick={() => void downloadPdf()}
            >
              <FileText className="size-4" aria-hidden="true" /> {copy.downloadPdf}
            </button>
          </div>
        </div>
        {preview && (
          <figure className="card grid justify-items-center gap-3 p-4">
            <svg
              role="img"
              aria-label={copy.previewLabel(url)}
              viewBox={`-4 -4 ${preview.size + 8} ${preview.size + 8}`}
              width={240}
              height={240}
              shapeRendering="crispEdges"
              className="bg-white"
            >
              <path d={preview.d} fill="#000000" />
            </svg>
            <figcaption className="max-w-60 text-center text-sm">
              {copy.opens} <span className="break-all">{url}</span>
            </figcaption>
          </figure>
        )}
      </div>
    </section>
  );
}
