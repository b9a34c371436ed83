/**
 * Values a template ships for the ministry to replace (`buy_btn_REEMPLAZAR_GENERAL`, `UC_REEMPLAZAR_…`): until
 * someone does, they are not configured. The build empties them, so the button or player they feed hides
 * exactly as an empty value does, and prints where they are (issue 34: placeholders never reach visitors).
 */
const PLACEHOLDER = /REEMPLAZAR/i;

export const isPlaceholder = (value: string): boolean => PLACEHOLDER.test(value);

export interface WithoutPlaceholders<T> {
  content: T;
  /** Where each emptied value was, e.g. `giving.funds[0].stripeBuyButtonId`. */
  placeholders: string[];
}

/** A copy of `content` with every placeholder string emptied, and their paths. */
export function withoutPlaceholders<T>(content: T): WithoutPlaceholders<T> {
  const placeholders: string[] = [];
  const walk = (value: unknown, path: string): unknown => {
    if (typeof value === 'string') {
      if (!isPlaceholder(value)) return value;
      placeholders.push(path);
      return '';
    }
    if (Array.isArray(value)) return value.map((item, index) => walk(item, `${path}[${index}]`));
    if (value && typeof value === 'object')
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) => [key, walk(item, path ? `${path}.${key}` : key)]),
      );
    return value;
  };
  return { content: walk(content, '') as T, placeholders };
}

/** The build's warning: which values are still placeholders, so staff know what to fill in. */
export function placeholderWarning(placeholders: readonly string[]): string | null {
  if (placeholders.length === 0) return null;
  const list = placeholders.join(', ');
  return placeholders.length === 1
    ? `Aviso: un valor del sitio sigue sin configurar (REEMPLAZAR) y no se muestra a los visitantes; complétalo en el panel (Sitio): ${list}.`
    : `Aviso: ${placeholders.length} valores del sitio siguen sin configurar (REEMPLAZAR) y no se muestran a los visitantes; complétalos en el panel (Sitio): ${list}.`;
}
