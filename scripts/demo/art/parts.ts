import { palette as p } from './palette.ts';
import { n } from './scene.ts';

/** The hero's line: navy outlines 3 px wide with round joins. */
export const outline = `stroke="${p.navy900}" stroke-width="3" stroke-linejoin="round" stroke-linecap="round"`;

/** Smoke, steam or incense: a wavy line rising `height` px from (x, y). */
export function rising(x: number, y: number, height: number, width = 4): string {
  const steps = Math.round(height / 30);
  const wave = Array.from({ length: steps }, (_, i) =>
    i % 2 === 0 ? 'c-14-10 14-20 0-30' : 'c14-10-14-20 0-30',
  );
  return `<path d="M${x} ${y}${wave.join('')}" fill="none" stroke="${p.cream50}" stroke-width="${width}" stroke-linecap="round" opacity=".85"/>`;
}

/** The home hero's open Bible, its spine bottom at (cx, baseY), `scale` times the hero's size. */
export function openBible(cx: number, baseY: number, scale = 1): string {
  return `<g transform="translate(${n(cx - 280 * scale)} ${n(baseY - 404 * scale)}) scale(${scale})">
<path d="M224 372L280 180L336 372Z" fill="${p.cream50}" opacity=".5"/>
<g ${outline}><path d="M280 404C246 384 200 380 158 392V334C200 322 246 326 280 346Z" fill="${p.cream50}"/>
<path d="M280 404C314 384 360 380 402 392V334C360 322 314 326 280 346Z" fill="${p.gold100}"/><path d="M280 346V404" fill="none"/></g>
<path d="M176 352q40-10 86 2M176 366q40-10 86 2M176 380q40-10 86 2M298 354q46-12 86-2M298 368q46-12 86-2M298 382q46-12 86-2" fill="none" stroke="${p.navy200}" stroke-width="3" stroke-linecap="round"/>
<path d="M276 404l4 30 4-30" fill="${p.gold400}"/></g>`;
}

/** A round-crowned tree standing at (x, baseY), `size` px tall. */
export function tree(x: number, baseY: number, size: number, leaf: string): string {
  const r = size / 2;
  return `<path d="M${x} ${baseY}V${n(baseY - size * 0.9)}" stroke="${p.ink700}" stroke-width="${n(size / 10)}" stroke-linecap="round"/>
<g fill="${leaf}"><circle cx="${x}" cy="${n(baseY - size)}" r="${n(r)}"/><circle cx="${n(x - r * 0.8)}" cy="${n(baseY - size * 0.8)}" r="${n(r * 0.7)}"/><circle cx="${n(x + r * 0.8)}" cy="${n(baseY - size * 0.78)}" r="${n(r * 0.72)}"/></g>`;
}

/** A sheep facing right, centred on (x, y). */
export function sheep(x: number, y: number, scale: number): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})">
<path d="M-30 12v22M-14 14v22M14 14v22M28 12v22" stroke="${p.navy900}" stroke-width="5" stroke-linecap="round"/>
<path d="M-40 4c-10-16 6-30 20-24 6-14 28-14 34 0 14-6 30 6 24 20 10 12 0 28-14 24-8 10-28 10-36 2-14 6-32-4-28-22Z" fill="${p.cream50}" ${outline}/>
<ellipse cx="44" cy="-6" rx="13" ry="17" transform="rotate(-30 44 -6)" fill="${p.ink700}"/>
<ellipse cx="36" cy="-20" rx="8" ry="4" transform="rotate(-40 36 -20)" fill="${p.ink700}"/></g>`;
}
