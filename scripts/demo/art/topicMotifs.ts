import { palette as p } from './palette.ts';
import { openBible, outline, rising, tree } from './parts.ts';
import { n } from './scene.ts';

/** The subject of each teaching topic's illustration (docs/spec.md §9), in the 800×450 frame. */

/** Fundamentos: the Word resting on a foundation of hewn stones. */
export function foundationStones(): string {
  const blocks = [
    [236, 376, 110, 40],
    [346, 376, 108, 40],
    [454, 376, 110, 40],
    [282, 338, 118, 38],
    [400, 338, 118, 38],
  ]
    .map(([x, y, w, h]) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6"/>`)
    .join('');
  return `<g fill="${p.cream300}" ${outline}>${blocks}</g>
<path d="M250 398h30M480 392h40M300 356h24M430 358h30" stroke="${p.gold700}" stroke-width="3" stroke-linecap="round" opacity=".5"/>
${openBible(400, 336, 0.95)}`;
}

/** Oración: an oil lamp whose smoke rises like incense (Salmo 141:2). */
export function oilLamp(): string {
  return `<circle cx="548" cy="300" r="80" fill="url(#g)"/>${rising(548, 284, 120)}
<rect x="250" y="402" width="340" height="22" rx="8" fill="${p.cream300}" ${outline}/>
<g ${outline}><path d="M308 352c-24-2-28 30-2 34" fill="none" stroke-width="9"/>
<path d="M300 370c0-34 70-40 120-36 40 3 84 10 116 12 16 1 20 12 6 16-30 8-60 12-90 22-34 14-70 18-104 14-30-4-48-12-48-28Z" fill="${p.clay700}"/>
<ellipse cx="402" cy="346" rx="54" ry="10" fill="${p.ink700}"/></g>
<path d="M330 382c40 6 80 2 120-10" fill="none" stroke="${p.gold300}" stroke-width="4" stroke-linecap="round" opacity=".7"/>
<path d="M548 340c-16-8-16-30 0-54 16 24 16 46 0 54Z" fill="${p.gold300}" stroke="${p.gold700}" stroke-width="2"/>
<path d="M548 334c-7-5-7-15 0-28 7 13 7 23 0 28Z" fill="${p.cream50}"/>`;
}

/** Espíritu Santo: a dove descending in a beam of light (Mateo 3:16), wings open, tail fanned. */
export function dove(): string {
  const wing =
    'M-16-14C-60-60-140-80-200-70-186-56-178-48-172-36-152-40-140-30-134-20-116-22-104-12-100 0-80-2-60 8-20 18Z';
  const feathers = 'M-60-30l-40-10M-70-10l-50-4M-40 4l-40 0';
  return `<path d="M340 0h120L540 450H260Z" fill="${p.cream50}" opacity=".35"/>
<g transform="translate(400 190)"><g ${outline} fill="${p.cream50}">
<path d="M-16-40L-30-96Q0-108 30-96L16-40Z"/><path d="${wing}"/><path d="${wing}" transform="scale(-1 1)"/>
<ellipse cy="-6" rx="26" ry="50"/><circle cy="46" r="22"/></g>
<path d="${feathers}" fill="none" stroke="${p.navy200}" stroke-width="3" stroke-linecap="round"/>
<path d="${feathers}" transform="scale(-1 1)" fill="none" stroke="${p.navy200}" stroke-width="3" stroke-linecap="round"/>
<path d="M-8-50L-12-92M8-50L12-92M0-50v-46" stroke="${p.navy200}" stroke-width="3" stroke-linecap="round"/>
<path d="M-6 66L0 80 6 66Z" fill="${p.gold400}"/><circle cx="-8" cy="42" r="3.5" fill="${p.navy900}"/><circle cx="8" cy="42" r="3.5" fill="${p.navy900}"/></g>`;
}

/** Vida cristiana: a path winding through the hills towards the light. */
export function windingPath(): string {
  return `<path d="M300 450C330 410 470 400 450 370S360 334 392 312L408 312C386 336 500 352 500 376S420 420 520 450Z" fill="${p.gold100}" stroke="${p.gold400}" stroke-width="3" stroke-linejoin="round"/>
${tree(628, 372, 110, p.sage700)}${tree(180, 360, 70, '#4f8263')}`;
}

/** Fe: stepping stones across the water towards the sun. */
export function steppingStones(): string {
  const stones = [
    [400, 432, 92, 16],
    [352, 396, 66, 12],
    [410, 368, 48, 9],
    [380, 350, 34, 6],
  ]
    .map(([x, y, rx, ry]) => `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}"/>`)
    .join('');
  return `<path d="M350 348h100M330 362h140M356 380h88M380 412h40" stroke="${p.gold200}" stroke-width="5" stroke-linecap="round"/>
<g fill="${p.cream300}" ${outline}>${stones}</g>`;
}

/** Discipulado: a fishing boat with its net on the lake (Mateo 4:19). */
export function fishingBoat(): string {
  const floats = [262, 292, 322, 352].map((x) => `<circle cx="${x}" cy="${n(436 - (x - 262) / 10)}" r="5"/>`);
  return `<g ${outline}><path d="M398 372V206" fill="none"/>
<path d="M398 214l96 128H398Z" fill="${p.cream50}"/>
<path d="M262 350h300l-34 50H300Z" fill="${p.clay700}"/>
<path d="M270 362h286" fill="none" stroke="${p.gold300}"/></g>
<path d="M300 400Q270 430 262 436M330 400Q316 426 322 433M356 400Q350 420 352 430M278 418q40 6 76-2" fill="none" stroke="${p.navy700}" stroke-width="2" stroke-linecap="round"/>
<g fill="${p.gold400}">${floats.join('')}<path d="M470 414q14-8 28 0q-14 8-28 0l-8-6v12Z"/></g>`;
}

/** Enseñanzas de Jesús: the sower's wheat, and the mustard tree where the birds nest (Mateo 13). */
export function wheatField(): string {
  const grains = Array.from({ length: 5 }, (_, i) => {
    const y = 10 + i * 12;
    return `<ellipse cx="-7" cy="${y}" rx="5" ry="9" transform="rotate(-25 -7 ${y})"/><ellipse cx="7" cy="${y}" rx="5" ry="9" transform="rotate(25 7 ${y})"/>`;
  }).join('');
  const stalks = [
    [70, -10, 190],
    [110, 6, 230],
    [150, -4, 170],
    [650, 4, 180],
    [690, -8, 226],
    [730, 10, 168],
  ] as const;
  const stems = stalks.map(([x, bend, h]) => `M${x} 450Q${x} ${450 - h / 2} ${x + bend} ${450 - h}`).join('');
  const ears = stalks.map(([x, bend, h]) => `<use href="#w" x="${x + bend}" y="${450 - h}"/>`).join('');
  return `<defs><g id="w" fill="${p.gold400}">${grains}</g></defs>
${tree(420, 346, 110, p.sage700)}
<path d="M398 262q6-6 12 0q6-6 12 0M436 244q5-5 10 0q5-5 10 0" fill="none" stroke="${p.cream50}" stroke-width="3" stroke-linecap="round"/>
<path d="${stems}" fill="none" stroke="${p.gold700}" stroke-width="3"/>${ears}`;
}

/** Familia: a house built on the rock, its windows lit (Mateo 7:24). */
export function houseOnRock(): string {
  return `<path d="M250 450C256 404 300 380 360 376H470C530 380 560 410 566 450Z" fill="${p.cream300}" ${outline}/>
<path d="M300 420l30-12M480 414l40 10M400 430h36" stroke="${p.ink700}" stroke-width="3" stroke-linecap="round" opacity=".4"/>
${rising(488, 280, 60)}
<g ${outline}><rect x="474" y="282" width="26" height="40" fill="${p.clay700}"/>
<rect x="330" y="300" width="170" height="80" fill="${p.cream50}"/>
<path d="M312 306L415 236L518 306Z" fill="${p.clay700}"/>
<rect x="398" y="326" width="34" height="54" rx="2" fill="${p.navy800}"/>
<rect x="346" y="320" width="34" height="30" fill="${p.gold300}"/><rect x="452" y="320" width="34" height="30" fill="${p.gold300}"/></g>
<path d="M363 320v30M346 335h34M469 320v30M452 335h34" stroke="${p.navy900}" stroke-width="2"/>`;
}
