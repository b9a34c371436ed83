/**
 * The small language each area's form is written in (forms/*.ts): what a field edits (its key in the
 * area's content), how it is asked for, and its Spanish label. SiteForm.tsx draws any definition, and
 * editedPaths() tells which schema paths a form edits, so a test proves every value visitors read has a
 * field (siteForms.test.ts).
 */
export interface Option {
  value: string;
  label: string;
}

interface Described {
  label: string;
  hint?: string;
}

/** A control that edits one value. */
export type Control =
  | (Described & { kind: 'text'; input?: 'text' | 'email' | 'url' | 'tel' })
  | (Described & { kind: 'textarea'; rows?: number })
  /** Markdown with its rendered preview (the legal documents). */
  | (Described & { kind: 'markdown' })
  /** `options` may depend on the whole area (an exception chooses among the schedule's services). */
  | (Described & {
      kind: 'select';
      options: readonly Option[] | ((area: unknown) => readonly Option[]);
      numeric?: boolean;
    })
  | (Described & { kind: 'time' })
  | (Described & { kind: 'date' })
  | (Described & { kind: 'datetime' })
  | (Described & { kind: 'number'; min?: number; max?: number })
  | (Described & { kind: 'switch' })
  /** {src, alt, width, height}: uploaded through the staff-upload function, alt text required. */
  | (Described & { kind: 'image' })
  /** A picture's URL or null (a testimonial's photo). */
  | (Described & { kind: 'photo' });

export type Field =
  | (Control & { key: string })
  /** Fields of a nested object (`key`), or of the same object under a heading (no key). */
  | { kind: 'group'; key?: string; legend: string; hint?: string; fields: Field[] }
  /** A list of objects staff add, reorder and remove (`fixed`: a set number, edited in place). */
  | {
      kind: 'list';
      key: string;
      label: string;
      hint?: string;
      /** What one item is called: «Tarjeta», «Hito». */
      itemName: string;
      /** A short name for an item (its title), read in its heading and its buttons. */
      itemTitle?: (item: Record<string, unknown>) => string;
      fields: Field[];
      newItem?: () => Record<string, unknown>;
      fixed?: boolean;
      /** Keys the form fills in itself (stable ids other values point at): never typed, never lost. */
      generated?: string[];
    }
  /** A list of texts (bio paragraphs, address lines, keywords). */
  | { kind: 'lines'; key: string; label: string; hint?: string; itemName: string; rows?: number };

export interface FormDefinition {
  fields: Field[];
}

export const text = (
  key: string,
  label: string,
  more: Partial<Described> & { input?: 'email' | 'url' | 'tel' } = {},
): Field => ({
  kind: 'text',
  key,
  label,
  ...more,
});
export const textarea = (
  key: string,
  label: string,
  more: Partial<Described> & { rows?: number } = {},
): Field => ({
  kind: 'textarea',
  key,
  label,
  ...more,
});
export const group = (key: string | undefined, legend: string, fields: Field[], hint?: string): Field => ({
  kind: 'group',
  ...(key === undefined ? {} : { key }),
  legend,
  fields,
  ...(hint ? { hint } : {}),
});
export const lines = (
  key: string,
  label: string,
  itemName: string,
  more: { hint?: string; rows?: number } = {},
): Field => ({
  kind: 'lines',
  key,
  label,
  itemName,
  ...more,
});
export const control = (key: string, field: Control): Field => ({ ...field, key });
type ListField = Extract<Field, { kind: 'list' }>;
/** A list of objects whose items are called `itemName`; `more` titles them, makes new ones, fixes their number. */
export const list = (
  key: string,
  label: string,
  itemName: string,
  fields: Field[],
  more: Omit<Partial<ListField>, 'kind' | 'key' | 'label' | 'itemName' | 'fields'> = {},
): Field => ({ kind: 'list', key, label, itemName, fields, ...more });
/** An item's title read from one of its keys («Título», «Nombre»). */
export const titleOf =
  (key: string) =>
  (item: Record<string, unknown>): string =>
    String(item[key] ?? '');

/** Options from a list of values shown as they are (icon names, zones). */
export const plainOptions = (values: readonly string[]): Option[] =>
  values.map((value) => ({ value, label: value }));

/**
 * The schema paths a form edits, in the schemas' own spelling with `[]` for any list item:
 * `hero.title`, `founder.bio[]`, `values[].icon`, `founder.image.src`. Generated keys are listed apart.
 */
export function editedPaths(definition: FormDefinition): { edited: string[]; generated: string[] } {
  const edited: string[] = [];
  const generated: string[] = [];
  const join = (prefix: string, key: string) => (prefix ? `${prefix}.${key}` : key);
  const walk = (fields: Field[], prefix: string) => {
    for (const field of fields) {
      if (field.kind === 'group') {
        walk(field.fields, field.key ? join(prefix, field.key) : prefix);
      } else if (field.kind === 'list') {
        const item = `${join(prefix, field.key)}[]`;
        walk(field.fields, item);
        for (const key of field.generated ?? []) generated.push(join(item, key));
      } else if (field.kind === 'lines') {
        edited.push(`${join(prefix, field.key)}[]`);
      } else if (field.kind === 'image') {
        for (const part of ['src', 'alt', 'width', 'height'])
          edited.push(join(join(prefix, field.key), part));
      } else {
        edited.push(join(prefix, field.key));
      }
    }
  };
  walk(definition.fields, '');
  return { edited, generated };
}

/**
 * The label of the field at a content path (`hero.title`, `services.0.end`), for messages that name a
 * field outside the form (a conflict's differences, a refusal from the server).
 */
export function labelAt(definition: FormDefinition, path: readonly (string | number)[]): string | undefined {
  const parts: string[] = [];
  let fields = definition.fields;
  for (let index = 0; index < path.length; index++) {
    const found = findField(fields, String(path[index]));
    if (!found) break;
    const next = path[index + 1];
    if (found.kind === 'group') {
      parts.push(found.legend);
      fields = found.fields;
      continue;
    }
    if (found.kind === 'list') {
      if (typeof next === 'number') {
        parts.push(`${found.itemName} ${next + 1}`);
        index++;
      } else parts.push(found.label);
      fields = found.fields;
      continue;
    }
    parts.push(found.label);
    if (found.kind === 'lines' && typeof next === 'number') parts.push(`${found.itemName} ${next + 1}`);
    break;
  }
  return parts.length ? parts.join(' › ') : undefined;
}

/** The field with this key, looking through key-less groups (headings over the same object). */
function findField(fields: Field[], key: string): Field | undefined {
  for (const field of fields) {
    if (field.kind === 'group' && field.key === undefined) {
      const inner = findField(field.fields, key);
      if (inner) return inner;
    } else if ('key' in field && field.key === key) {
      return field;
    }
  }
  return undefined;
}
