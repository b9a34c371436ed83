import { useMemo } from 'react';
import { qrPath } from '../../lib/qrPath.ts';

/** A QR code as an image for assistive technology, with the quiet zone of four modules scanners need. */
export function QrCode({ text, label }: { text: string; label: string }) {
  const { size, d } = useMemo(() => qrPath(text), [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`-4 -4 ${size + 8} ${size + 8}`}
      width={192}
      height={192}
      shapeRendering="crispEdges"
      className="rounded border border-cream-200 bg-white"
    >
      <path d={d} fill="currentColor" className="text-ink-900" />
    </svg>
  );
}
