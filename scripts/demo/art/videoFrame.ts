import { escapeXml } from '#core/content/podcastFeed.ts';
import { type Illustration, illustrationSvg } from './illustrations.ts';
import { palette as p } from './palette.ts';

/** The frame a demo video shows: its topic's illustration with a band saying it is an example. */
export function videoFrameSvg(illustration: Illustration, title: string): string {
  const band = `<rect y="352" width="800" height="98" fill="${p.navy950}" opacity=".9"/>
<text x="40" y="388" font-family="DejaVu Sans" font-weight="bold" font-size="17" letter-spacing="3" fill="${p.gold300}">VIDEO DE EJEMPLO · PALABRA VIVA</text>
<text x="40" y="424" font-family="DejaVu Serif" font-size="25" fill="${p.cream50}">${escapeXml(title)}</text>`;
  return illustrationSvg({ ...illustration, motif: () => illustration.motif() + band });
}
