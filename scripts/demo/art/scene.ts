import { escapeXml } from '#core/content/podcastFeed.ts';
import { palette, SKIES, type SkyName } from './palette.ts';

/** Covers are 16:9, the shape of the cards that show them (CoverArt's aspect-video). */
export const WIDTH = 800;
export const HEIGHT = 450;

export interface SceneOptions {
  /** Read aloud where the file is opened on its own; pages show covers as decoration (alt=""). */
  title: string;
  sky: SkyName;
  /** Where the sun sits (behind the motif by default); null for a sky lit by the motif itself. */
  sun?: { x: number; y: number; r: number } | null;
  /** Hills, or a lake in front of far hills (for boats and stepping stones). */
  ground?: 'hills' | 'lake';
  /** The subject, drawn last, in the 800×450 frame. */
  motif: string;
}

/** Numbers rounded to one decimal: the files stay small and byte-for-byte reproducible. */
export const n = (value: number): string => String(Math.round(value * 10) / 10);

function rays(cx: number, cy: number, inner: number, outer: number, color: string): string {
  // Thirteen rays fanning over the upper half; none flat along the horizon, where they would cross the hills.
  const lines = Array.from({ length: 13 }, (_, index) => {
    const angle = Math.PI + ((index + 1) * Math.PI) / 14;
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    return `M${n(cx + cos * inner)} ${n(cy + sin * inner)}L${n(cx + cos * outer)} ${n(cy + sin * outer)}`;
  });
  return `<path d="${lines.join('')}" stroke="${color}" stroke-width="2" stroke-linecap="round" opacity=".45"/>`;
}

function sunrise({ x, y, r }: { x: number; y: number; r: number }, color: string): string {
  return `${rays(x, y, r * 1.7, r * 4.2, palette.gold400)}
<circle cx="${x}" cy="${y}" r="${n(r * 2.2)}" fill="url(#g)"/><circle cx="${x}" cy="${y}" r="${r}" fill="${color}" opacity=".9"/>`;
}

// Up and to the right of the top-left corner, where cards lay their type badge over the cover.
const BIRDS = 'M236 96q9-9 18 0q9-9 18 0M290 66q6-6 12 0q6-6 12 0M618 104q7-7 14 0q7-7 14 0';

function ground(kind: 'hills' | 'lake', hills: readonly [string, string, string]): string {
  const [far, mid, near] = hills;
  const distant = `<path d="M0 300C120 262 240 280 360 300S600 268 800 290V450H0Z" fill="${far}" opacity=".55"/>`;
  if (kind === 'lake') {
    return `${distant}<path d="M0 318C160 300 300 312 420 318S660 304 800 314V450H0Z" fill="${mid}"/>
<rect y="338" width="800" height="112" fill="${palette.navy200}"/>
<path d="M60 372h90M250 392h120M520 366h80M620 408h110M120 424h70" stroke="${palette.cream50}" stroke-width="3" stroke-linecap="round" opacity=".8"/>`;
  }
  return `${distant}<path d="M0 340C150 300 300 330 420 342S640 318 800 334V450H0Z" fill="${mid}"/>
<path d="M0 392C180 370 380 400 800 376V450H0Z" fill="${near}"/>`;
}

/** One illustration: sky, sun and rays, birds, ground, then the motif, in the home hero's manner. */
export function scene({
  title,
  sky: skyName,
  sun = { x: 400, y: 290, r: 70 },
  ground: kind = 'hills',
  motif,
}: SceneOptions): string {
  const sky = SKIES[skyName];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<title>${escapeXml(title)}</title>
<defs><linearGradient id="s" x2="0" y2="1"><stop offset="0" stop-color="${sky.top}"/><stop offset="1" stop-color="${sky.horizon}"/></linearGradient>
<radialGradient id="g"><stop offset="0" stop-color="${sky.sun}"/><stop offset=".5" stop-color="${palette.gold200}" stop-opacity=".7"/><stop offset="1" stop-color="${palette.gold300}" stop-opacity="0"/></radialGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#s)"/>
${sun ? sunrise(sun, sky.sun) : ''}
<path d="${BIRDS}" fill="none" stroke="${palette.navy700}" stroke-width="3" stroke-linecap="round" opacity=".6"/>
${ground(kind, sky.hills)}
${motif}
</svg>
`;
}
