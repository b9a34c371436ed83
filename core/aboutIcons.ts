/** Lucide icon names the About page can draw (docs/spec.md §2); anything else falls back to Award. */
export const VALUE_ICONS = ['BookOpen', 'Heart', 'Users', 'Globe', 'Award'] as const;
export type ValueIcon = (typeof VALUE_ICONS)[number];

export const DEFAULT_ICON: ValueIcon = 'Award';

export function valueIcon(key: string | null | undefined): ValueIcon {
  return VALUE_ICONS.find((icon) => icon === key) ?? DEFAULT_ICON;
}

export type MilestoneIcon = 'Sparkles' | 'Church' | 'MonitorSmartphone' | 'Globe' | 'Award';

/** The four milestones the ministry's history is told with; matched without accents or case. */
const MILESTONE_ICONS: Record<string, MilestoneIcon> = {
  'el llamado': 'Sparkles',
  'fundacion del ministerio': 'Church',
  'expansion digital': 'MonitorSmartphone',
  'impacto global': 'Globe',
};

const normalize = (title: string) =>
  title
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();

export function milestoneIcon(title: string): MilestoneIcon {
  return MILESTONE_ICONS[normalize(title)] ?? 'Award';
}
