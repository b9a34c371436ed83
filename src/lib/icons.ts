import type { LucideIcon } from 'lucide-react';
import * as LUCIDE_ICONS from './lucideIcons.ts';

/**
 * The Lucide icons the site draws (lucideIcons.ts), by the names the spec and the site configuration use.
 * Icons render to static SVG at build time (Icon.astro), so listing them costs visitors nothing.
 */
export const ICONS: { readonly [Name in keyof typeof LUCIDE_ICONS]: LucideIcon } = LUCIDE_ICONS;

export type IconName = keyof typeof ICONS;

/** Brand marks Lucide does not ship; drawn inline by Icon.astro. */
export type BrandIconName = 'YouTube' | 'Instagram';

export function isIconName(name: string): name is IconName {
  return Object.hasOwn(ICONS, name);
}
