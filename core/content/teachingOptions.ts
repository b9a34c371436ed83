import type { TeachingType } from './teachings.ts';

/** Topic filter values of docs/spec.md §9 with the labels visitors see. */
export const TEACHING_CATEGORIES = [
  { value: 'all', label: 'Todos los temas' },
  { value: 'fundamentos', label: 'Fundamentos' },
  { value: 'oracion', label: 'Oración' },
  { value: 'espiritu-santo', label: 'Espíritu Santo' },
  { value: 'vida-cristiana', label: 'Vida Cristiana' },
  { value: 'fe', label: 'Fe' },
  { value: 'discipulado', label: 'Discipulado' },
  { value: 'enseñanzas-jesus', label: 'Enseñanzas de Jesús' },
  { value: 'familia', label: 'Familia' },
] as const;

export const TEACHING_FORMATS = [
  { value: 'all', label: 'Todos los formatos' },
  { value: 'article', label: 'Artículos' },
  { value: 'video', label: 'Videos' },
  { value: 'audio', label: 'Audios' },
] as const;

const TYPE_LABELS: Record<TeachingType, string> = { article: 'Artículo', video: 'Video', audio: 'Audio' };
const TYPE_ACTIONS: Record<TeachingType, string> = { article: 'Leer', video: 'Ver video', audio: 'Escuchar' };

export const teachingTypeLabel = (type: TeachingType): string => TYPE_LABELS[type];
export const teachingAction = (type: TeachingType): string => TYPE_ACTIONS[type];

/** Label of a topic; unknown topics (e.g. a video's first tag) are shown capitalised as written. */
export function categoryLabel(category: string): string {
  const known = TEACHING_CATEGORIES.find((option) => option.value === category.toLowerCase());
  if (known) return known.label;
  const spaced = category.replace(/[-_]+/g, ' ').trim();
  return spaced.charAt(0).toLocaleUpperCase('es-ES') + spaced.slice(1);
}

export interface TopicOption {
  value: string;
  label: string;
}

/**
 * The topic filter's options, from the categories the published teachings actually carry: docs/spec.md §9's
 * topics in their order when in use, then any other category (a video's first tag, an audio's series)
 * alphabetically, so every teaching can be found by its topic and no topic leads to an empty list.
 * Topics match case-insensitively (docs/spec.md §5), so they are offered once, in lower case.
 */
export function topicOptions(categories: readonly string[]): TopicOption[] {
  const inUse = new Set(categories.map((category) => category.trim().toLowerCase()).filter(Boolean));
  const known = TEACHING_CATEGORIES.filter((option) => option.value !== 'all' && inUse.has(option.value));
  const knownValues = new Set<string>(known.map((option) => option.value));
  const others = [...inUse]
    .filter((category) => !knownValues.has(category) && category !== 'all')
    .map((category) => ({ value: category, label: categoryLabel(category) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'es-ES'));
  return [TEACHING_CATEGORIES[0], ...known, ...others];
}
