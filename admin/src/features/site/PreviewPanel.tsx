import { useEffect, useRef, useState } from 'react';
import type { PreviewAnswer } from '#core/site/siteContentRequests.ts';
import { adminMessages } from '../../lib/messages.ts';
import { ClosablePanel } from './ClosablePanel.tsx';

const siteCopy = adminMessages.site;

const copy = siteCopy.preview;
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 760 };
/**
 * The exit-intent popup shows once per browser session (docs/spec.md §4, key exitIntentPopupShown). The
 * frames share this tab's session storage (same origin), so marking it shown keeps it off the preview.
 */
const EXIT_POPUP_KEY = 'exitIntentPopupShown';

/** Called before the frames load: no exit-intent popup over the preview. */
export function keepExitPopupAway(): void {
  try {
    sessionStorage.setItem(EXIT_POPUP_KEY, 'true');
  } catch {
    // Storage off: the popup may show in the preview, as it would for a visitor.
  }
}

/** The page at a desktop's width, drawn smaller to fit the panel (as a browser's zoom would). */
function ScaledFrame({ title, src }: { title: string; src: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) =>
      setScale(Math.min(1, (entry?.contentRect.width ?? DESKTOP.width) / DESKTOP.width)),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={box}
      className="overflow-hidden rounded-md border border-cream-300"
      style={{ height: DESKTOP.height * scale }}
    >
      <iframe
        title={title}
        src={src}
        width={DESKTOP.width}
        height={DESKTOP.height}
        className="block origin-top-left bg-white"
        style={{ transform: `scale(${scale})` }}
      />
    </div>
  );
}

/** The area's real page built with the drafts, at a phone's and a desktop's width (staff only). */
export function PreviewPanel({
  preview,
  page,
  onClose,
}: {
  preview: PreviewAnswer;
  page: string;
  onClose(): void;
}) {
  const src = `${preview.url}${page.replace(/^\//, '')}`;
  return (
    <ClosablePanel id="sitio-preview-title" copy={copy} onClose={onClose} className="space-y-4">
      {preview.frameable ? (
        <>
          <p className="text-sm text-ink-700">{copy.intro}</p>
          <div className="flex flex-col gap-6 xl:flex-row xl:items-start">
            <figure className="max-w-full shrink-0">
              <figcaption className="label mb-2">{copy.phoneCaption}</figcaption>
              <div className="max-w-full overflow-auto rounded-md border border-cream-300">
                <iframe
                  title={copy.phone}
                  src={src}
                  width={PHONE.width}
                  height={PHONE.height}
                  className="block bg-white"
                />
              </div>
            </figure>
            <figure className="min-w-0 flex-1">
              <figcaption className="label mb-2">{copy.desktopCaption}</figcaption>
              <ScaledFrame title={copy.desktop} src={src} />
            </figure>
          </div>
        </>
      ) : (
        <>
          {!preview.ready && <p className="text-sm text-ink-700">{copy.notReady}</p>}
          <a href={src} target="_blank" rel="noreferrer" className="btn-primary">
            {copy.openTab}
          </a>
        </>
      )}
    </ClosablePanel>
  );
}
