import { escapeXml } from '#core/content/podcastFeed.ts';
import { palette as p } from './palette.ts';
import { outline } from './parts.ts';

const SKIN = '#d9a27c';
const SKIN_SHADE = '#c7906b';
const HAIR = '#463b32';
const GREY = '#9c8d7e';

/**
 * The founder's portrait for /about (480×560, the size core/siteConfig.ts seeds): a smiling man in his fifties
 * with greying hair, a trimmed beard and glasses, in a navy jacket, before the hero's sunrise over the hills.
 */
export function founderPortraitSvg(title: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="560" viewBox="0 0 480 560">
<title>${escapeXml(title)}</title>
<defs><linearGradient id="s" x2="0" y2="1"><stop offset="0" stop-color="${p.gold200}"/><stop offset="1" stop-color="${p.cream100}"/></linearGradient>
<radialGradient id="g"><stop offset="0" stop-color="${p.cream50}"/><stop offset=".6" stop-color="${p.gold200}" stop-opacity=".6"/><stop offset="1" stop-color="${p.gold300}" stop-opacity="0"/></radialGradient></defs>
<rect width="480" height="560" fill="url(#s)"/>
<circle cx="240" cy="250" r="210" fill="url(#g)"/>
<path d="M110 96q9-9 18 0q9-9 18 0M330 70q7-7 14 0q7-7 14 0" fill="none" stroke="${p.navy700}" stroke-width="3" stroke-linecap="round" opacity=".6"/>
<path d="M0 400C90 370 170 384 240 400S400 376 480 392V560H0Z" fill="${p.navy700}" opacity=".5"/>
<path d="M0 440C120 414 240 436 480 420V560H0Z" fill="${p.sage700}" opacity=".55"/>
<g ${outline}>
<path d="M206 330h68v110h-68Z" fill="${SKIN_SHADE}"/>
<path d="M60 560c4-96 60-150 140-168l40 40 40-40c80 18 136 72 140 168Z" fill="${p.navy800}"/>
<path d="M200 392l40 40 40-40 10 16-50 74-50-74Z" fill="${p.cream50}"/>
<path d="M200 392l-30 30 34 20-24 20 60 98M280 392l30 30-34 20 24 20-60 98" fill="none" stroke="${p.navy950}"/>
<ellipse cx="164" cy="262" rx="15" ry="24" fill="${SKIN_SHADE}"/><ellipse cx="316" cy="262" rx="15" ry="24" fill="${SKIN_SHADE}"/>
<path d="M240 142c-52 0-80 38-80 96 0 70 32 122 80 122s80-52 80-122c0-58-28-96-80-96Z" fill="${SKIN}"/>
<path d="M162 256c-4-52 8-84 30-100 26-20 70-22 100-6 26 14 36 46 28 106-6-30-12-52-22-64-34 8-72 6-110-6-12 18-20 40-26 70Z" fill="${HAIR}"/>
<path d="M166 300c6 44 36 70 74 70s68-26 74-70c-10 18-22 26-36 28-10-12-24-16-38-16s-28 4-38 16c-14-2-26-10-36-28Z" fill="${HAIR}"/>
</g>
<path d="M170 236c-2-20 2-40 10-54M310 236c2-20-2-40-10-54M196 334c8 8 16 12 24 14M284 334c-8 8-16 12-24 14" fill="none" stroke="${GREY}" stroke-width="4" stroke-linecap="round" opacity=".8"/>
<path d="M218 326q22 14 44 0q-22 26-44 0Z" fill="${p.cream50}" stroke="${p.clay700}" stroke-width="3" stroke-linejoin="round"/>
<path d="M240 250c-4 20-10 32-2 40 6 4 14 2 16-4" fill="none" stroke="${SKIN_SHADE}" stroke-width="4" stroke-linecap="round"/>
<circle cx="196" cy="292" r="12" fill="${p.clay100}" opacity=".6"/><circle cx="284" cy="292" r="12" fill="${p.clay100}" opacity=".6"/>
<path d="M192 226q14-10 30-2M258 224q16-8 30 2" fill="none" stroke="${HAIR}" stroke-width="6" stroke-linecap="round"/>
<path d="M198 254q10-8 20 0M262 254q10-8 20 0" fill="none" stroke="${p.navy950}" stroke-width="4" stroke-linecap="round"/>
<g fill="none" stroke="${p.navy900}" stroke-width="4"><rect x="182" y="236" width="50" height="36" rx="14"/><rect x="248" y="236" width="50" height="36" rx="14"/>
<path d="M232 250q8-6 16 0M182 248l-16-4M298 248l16-4"/></g>
<path d="M186 240l10-2M252 240l10-2" stroke="${p.cream50}" stroke-width="3" stroke-linecap="round" opacity=".7"/>
</svg>
`;
}
