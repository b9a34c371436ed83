import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { SITE_AREA_KEYS, SITE_AREAS } from '#core/site/areas.ts';
import { labelAt } from './formDefinition.ts';
import { SITE_FORMS, siteFormPaths } from './siteForms.ts';

/** Every value an area's schema holds, as `hero.title`, `founder.bio[]`, `values[].icon`. */
function schemaLeaves(schema: z.ZodType, path: string): string[] {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  const join = (key: string) => (path ? `${path}.${key}` : key);
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, inner]) =>
        schemaLeaves(inner, join(key)),
      );
    case 'array':
      return schemaLeaves(def.element as z.ZodType, `${path}[]`);
    case 'default':
    case 'nullable':
    case 'optional':
      return schemaLeaves(def.innerType as z.ZodType, path);
    default:
      return [path];
  }
}

describe('the field registry', () => {
  it.each(SITE_AREA_KEYS)('edits every value of %s, or fills it in itself (ids)', (area) => {
    const { edited, generated } = siteFormPaths(area);
    expect([...edited, ...generated].sort()).toEqual(schemaLeaves(SITE_AREAS[area].schema, '').sort());
    expect(new Set(edited).size).toBe(edited.length);
  });

  it.each([
    ['home', ['hero', 'title'], 'Portada › Título'],
    ['about', ['founder', 'bio', 1], 'Fundador › Biografía › Párrafo 2'],
    ['schedule', ['services', 0, 'end'], 'Reunión 1 › Termina'],
    ['about', ['timeline', 2], 'Hito 3'],
    ['legal', ['updatedOn'], 'Última actualización'],
  ] as const)('names %s’s field %j «%s»', (area, path, label) => {
    expect(labelAt(SITE_FORMS[area], path)).toBe(label);
  });
});
