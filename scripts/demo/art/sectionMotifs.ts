import { palette as p } from './palette.ts';
import { openBible, outline, rising, sheep } from './parts.ts';
import { n } from './scene.ts';

/** The subject of the blog sections' illustrations (posts tagged meditaciones, pastor, destacado). */

/** Meditaciones: an open Bible and a steaming cup at the start of the day. */
export function morningCup(): string {
  return `<rect y="396" width="800" height="54" fill="${p.cream300}"/><path d="M0 396h800" stroke="${p.gold700}" stroke-width="3" opacity=".35"/>
${openBible(330, 408, 0.9)}
${rising(546, 300, 60)}${rising(576, 300, 40, 3)}
<g ${outline}><path d="M516 316h86l-10 80h-66Z" fill="${p.cream50}"/>
<path d="M600 330c30 0 30 40-4 44" fill="none" stroke-width="7"/>
<ellipse cx="559" cy="408" rx="66" ry="8" fill="${p.gold100}"/></g>
<path d="M526 336h66" stroke="${p.clay700}" stroke-width="8"/>`;
}

/** Palabras del Pastor: the shepherd's staff and his sheep on the hill (Salmo 23). */
export function shepherdsFlock(): string {
  return `<path d="M232 440V238c0-34 50-34 50-4 0 12-10 18-18 14" fill="none" stroke="${p.gold700}" stroke-width="9" stroke-linecap="round"/>
${sheep(420, 388, 1.3)}${sheep(560, 368, 1)}${sheep(640, 404, 1.15)}`;
}

/** Destacados: a bright star over the hills, the light that guides (Mateo 2:9). */
export function guidingStar(): string {
  const points = Array.from({ length: 16 }, (_, i) => {
    const r = i % 2 === 0 ? (i % 4 === 0 ? 96 : 54) : 16;
    const a = (i * Math.PI) / 8 - Math.PI / 2;
    return `${n(400 + Math.cos(a) * r)} ${n(170 + Math.sin(a) * r)}`;
  });
  const stars = [
    [160, 150, 3],
    [250, 96, 2.5],
    [600, 70, 3],
    [680, 180, 2.5],
    [540, 230, 2],
  ].map(([cx, cy, r]) => `<circle cx="${cx}" cy="${cy}" r="${r}"/>`);
  return `<circle cx="400" cy="170" r="120" fill="url(#g)"/>
<path d="M${points.join('L')}Z" fill="${p.cream50}" stroke="${p.gold400}" stroke-width="3" stroke-linejoin="round"/>
<g fill="${p.cream50}">${stars.join('')}</g>`;
}
