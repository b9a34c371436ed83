/** One captured screen: the route (or state) it shows, the width and the PNG file name. */
export interface Shot {
  group: string;
  label: string;
  width: number;
  file: string;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"]/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? char,
  );

/**
 * index.html beside the PNGs: one row per screen, its widths side by side (scaled down, top part only,
 * each a link to the full image), so a person can scroll through the whole product in a minute.
 */
export function contactSheet(shots: readonly Shot[], widths: readonly number[]): string {
  const rows = new Map<string, Shot[]>();
  for (const shot of shots) {
    const key = `${shot.group}\u0000${shot.label}`;
    rows.set(key, [...(rows.get(key) ?? []), shot]);
  }
  const body = [...rows.values()]
    .map((row) => {
      const first = row[0];
      const cells = widths
        .map((width) => row.find((shot) => shot.width === width))
        .map((shot) =>
          shot
            ? `<a href="${escapeHtml(shot.file)}"><img loading="lazy" src="${escapeHtml(shot.file)}" alt="${escapeHtml(`${shot.label} a ${shot.width} px`)}" style="width:${Math.round(shot.width / 4)}px"></a>`
            : '<span></span>',
        )
        .join('');
      return `<section><h2>${escapeHtml(first?.group ?? '')} · ${escapeHtml(first?.label ?? '')}</h2><div>${cells}</div></section>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>Capturas de Palabra Viva</title>
<style>
body{font-family:system-ui,sans-serif;margin:1rem;background:#f4ead8}
section{margin:0 0 1.5rem}h2{font-size:1rem;margin:.25rem 0}
div{display:flex;gap:1rem;align-items:flex-start}
img{display:block;max-height:480px;object-fit:cover;object-position:top;border:1px solid #999;background:#fff}
</style></head><body><h1>Capturas: ${rows.size} pantallas × ${widths.join(', ')} px</h1>
${body}
</body></html>
`;
}
