import { globSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inlineCopy } from './inlineCopy.ts';

const copyIn = (source: string) => inlineCopy('Screen.tsx', source).map((found) => found.text);

describe('inlineCopy', () => {
  it.each([
    ['text between tags', '<p>Guardar cambios</p>', ['Guardar cambios']],
    ['a label prop', '<Field label="Nombre" />', ['Nombre']],
    ['a label in a ternary', "<Field label={on ? 'Uno' : 'Dos'} />", ['Uno', 'Dos']],
    ['an aria-label', '<button aria-label="Cerrar" />', ['Cerrar']],
    ['a column header', "const column = { header: 'Estado' };", ['Estado']],
    ['a toast', "toast.error('Algo falló');", ['Algo falló']],
    ['any literal with Spanish letters', "const when = 'Mañana';", ['Mañana']],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the code under test holds a template.
    ['a template with words', 'const hint = `Página ${page}`;', ['Página']],
  ])('finds %s', (_name, code, found) => {
    expect(copyIn(code)).toEqual(found);
  });

  it.each([
    ['class names', '<p className="mt-2 text-sm">{copy.title}</p>'],
    ['keys, ids and paths', '<Link to="/blogs" id="post-title" type="url">{copy.back}</Link>'],
    ['punctuation between values', '<p>{a} · {b}</p>'],
    ['a class list under a read name', "const wide = { text: 'max-lg:col-span-2 lg:min-w-64' };"],
    ['imports', "import { x } from './Página.tsx';"],
    ['a pattern built from a string', "const mark = new RegExp('[¡¿]\\*', 'g');"],
  ])('leaves %s alone', (_name, code) => {
    expect(copyIn(code)).toEqual([]);
  });
});

/**
 * Screens and their helpers take their words from their app's catalog: the admin's, and the site's
 * islands and the scripts they load. The catalogs themselves, tests, and the admin's data modules
 * (api.ts: the database's own values, such as a job application's 'En revisión') are not screens, nor
 * the build's content sources (*Source.ts), whose table names only a failed build prints.
 */
const SCREENS = [
  'admin/src/**/*.{ts,tsx}',
  'src/components/islands/**/*.{ts,tsx}',
  'src/lib/{giving,library,prayer}/*.ts',
];
const NOT_SCREENS =
  /\.test\.tsx?$|admin\/src\/lib\/messages(\.ts|\/)|\/api\.ts$|Source\.ts$|libraryFixtures\.ts$/;

describe('the repository', () => {
  it('has no screen that spells its own copy', () => {
    const files = SCREENS.flatMap((pattern) => globSync(pattern)).filter((file) => !NOT_SCREENS.test(file));
    const found = files.flatMap((file) => inlineCopy(file));
    expect(found.map(({ file, line, text }) => `${file}:${line} ${text}`)).toEqual([]);
  });
});
