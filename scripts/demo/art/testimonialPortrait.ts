import { palette as p } from './palette.ts';

const SKIN = '#c98f6b';
const SKIN_LIGHT = '#e3b08c';
const HAIR = '#2e211b';

// Out-of-focus lights of a garden behind the sitter, as a phone's portrait mode blurs them.
const BOKEH = [
  [90, 140, 70, p.gold200],
  [250, 80, 46, p.cream50],
  [520, 120, 90, p.sage100],
  [640, 300, 60, p.gold300],
  [60, 420, 54, p.sage100],
  [700, 560, 80, p.gold100],
] as const;

/**
 * The demo's photo testimonial (Ana Sofía Herrera): a woman in her thirties with long dark hair, smiling, in
 * a sage blouse, in front of a sunny garden. Soft gradients and no outlines, so once rasterised at a phone's
 * 12 MP with sensor noise (scripts/demo/testimonialPhoto.ts) it compresses like a photograph would.
 */
export function testimonialPortraitSvg(): string {
  const lights = BOKEH.map(
    ([cx, cy, r, fill]) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" opacity=".55"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="1000" viewBox="0 0 750 1000">
<defs>
<linearGradient id="garden" x2="0" y2="1"><stop offset="0" stop-color="#9fbf8f"/><stop offset=".55" stop-color="#5f8a5a"/><stop offset="1" stop-color="#3f5e3c"/></linearGradient>
<radialGradient id="face" cx=".42" cy=".38" r=".7"><stop offset="0" stop-color="${SKIN_LIGHT}"/><stop offset="1" stop-color="${SKIN}"/></radialGradient>
<linearGradient id="hair" x2="0" y2="1"><stop offset="0" stop-color="#4a372c"/><stop offset="1" stop-color="${HAIR}"/></linearGradient>
<linearGradient id="blouse" x2="0" y2="1"><stop offset="0" stop-color="#8fb39c"/><stop offset="1" stop-color="${p.sage700}"/></linearGradient>
<filter id="soft"><feGaussianBlur stdDeviation="18"/></filter>
</defs>
<rect width="750" height="1000" fill="url(#garden)"/>
<g filter="url(#soft)">${lights}</g>
<path d="M210 360c-20 160-30 330-70 470h470c-40-140-50-310-70-470Z" fill="url(#hair)"/>
<path d="M90 1000c10-170 110-250 285-270 175 20 275 100 285 270Z" fill="url(#blouse)"/>
<path d="M320 600h110v150c-20 20-90 20-110 0Z" fill="${SKIN}"/>
<ellipse cx="375" cy="440" rx="150" ry="190" fill="url(#face)"/>
<path d="M222 420c-6-150 70-230 160-230 100 0 166 80 152 240-30-90-90-140-170-150-50 40-100 80-142 140Z" fill="url(#hair)"/>
<path d="M300 420q30-18 58-2M400 418q30-16 58 2" fill="none" stroke="${HAIR}" stroke-width="9" stroke-linecap="round"/>
<ellipse cx="330" cy="455" rx="17" ry="11" fill="${HAIR}"/><ellipse cx="430" cy="455" rx="17" ry="11" fill="${HAIR}"/>
<circle cx="336" cy="451" r="4" fill="${p.cream50}"/><circle cx="436" cy="451" r="4" fill="${p.cream50}"/>
<path d="M378 470c-6 30-12 46-2 56 8 5 18 3 22-4" fill="none" stroke="#b07a58" stroke-width="6" stroke-linecap="round"/>
<path d="M328 560q50 36 100 0q-50 56-100 0Z" fill="${p.cream50}" stroke="#a4483a" stroke-width="6" stroke-linejoin="round"/>
<circle cx="300" cy="530" r="26" fill="${p.clay100}" opacity=".35"/><circle cx="452" cy="530" r="26" fill="${p.clay100}" opacity=".35"/>
</svg>`;
}
