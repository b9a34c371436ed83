/**
 * The 66 books of the Protestant canon in canonical order, as Spanish Bibles (Reina-Valera) name,
 * abbreviate and divide them. `slug` is the book's permanent identifier: references store it and
 * /biblia/{slug} shows the book's teachings. `abbreviations` are the usual short forms (RVR1960's first);
 * `aliases` are other full names people write. Accents, case and a final period never matter (bookNames.ts).
 */
export type Testament = 'AT' | 'NT';

export interface BibleBook {
  slug: string;
  name: string;
  testament: Testament;
  chapters: number;
  abbreviations: readonly string[];
  aliases?: readonly string[];
}

const book = (
  slug: string,
  name: string,
  testament: Testament,
  chapters: number,
  abbreviations: string[],
  aliases: string[] = [],
): BibleBook => ({ slug, name, testament, chapters, abbreviations, aliases });

/** Numbered books share their abbreviations: 1 Samuel is "1 S", "1 Sam"… */
const numbered = (
  count: number,
  slug: string,
  name: string,
  testament: Testament,
  chapters: number[],
  abbreviations: string[],
  aliases: string[] = [],
) =>
  Array.from({ length: count }, (_, i) =>
    book(
      `${i + 1}-${slug}`,
      `${i + 1} ${name}`,
      testament,
      chapters[i]!,
      abbreviations.map((short) => `${i + 1} ${short}`),
      aliases.map((alias) => `${i + 1} ${alias}`),
    ),
  );

export const BIBLE_BOOKS: readonly BibleBook[] = [
  book('genesis', 'Génesis', 'AT', 50, ['Gn', 'Gén', 'Gen']),
  book('exodo', 'Éxodo', 'AT', 40, ['Éx', 'Ex', 'Éxo', 'Exo']),
  book('levitico', 'Levítico', 'AT', 27, ['Lv', 'Lev']),
  book('numeros', 'Números', 'AT', 36, ['Nm', 'Núm', 'Num']),
  book('deuteronomio', 'Deuteronomio', 'AT', 34, ['Dt', 'Deut', 'Deu']),
  book('josue', 'Josué', 'AT', 24, ['Jos']),
  book('jueces', 'Jueces', 'AT', 21, ['Jue', 'Jc']),
  book('rut', 'Rut', 'AT', 4, ['Rt']),
  ...numbered(2, 'samuel', 'Samuel', 'AT', [31, 24], ['S', 'Sa', 'Sam']),
  ...numbered(2, 'reyes', 'Reyes', 'AT', [22, 25], ['R', 'Re', 'Rey']),
  ...numbered(2, 'cronicas', 'Crónicas', 'AT', [29, 36], ['Cr', 'Cró', 'Cro', 'Crón', 'Cron']),
  book('esdras', 'Esdras', 'AT', 10, ['Esd']),
  book('nehemias', 'Nehemías', 'AT', 13, ['Neh']),
  book('ester', 'Ester', 'AT', 10, ['Est']),
  book('job', 'Job', 'AT', 42, ['Jb']),
  book('salmos', 'Salmos', 'AT', 150, ['Sal', 'Sl', 'Salm'], ['Salmo']),
  book('proverbios', 'Proverbios', 'AT', 31, ['Pr', 'Pro', 'Prov']),
  book('eclesiastes', 'Eclesiastés', 'AT', 12, ['Ec', 'Ecl', 'Ecles']),
  book('cantares', 'Cantares', 'AT', 8, ['Cnt', 'Cant', 'Ct'], ['Cantar de los Cantares']),
  book('isaias', 'Isaías', 'AT', 66, ['Is', 'Isa']),
  book('jeremias', 'Jeremías', 'AT', 52, ['Jer', 'Jr']),
  book('lamentaciones', 'Lamentaciones', 'AT', 5, ['Lm', 'Lam']),
  book('ezequiel', 'Ezequiel', 'AT', 48, ['Ez', 'Eze', 'Ezeq']),
  book('daniel', 'Daniel', 'AT', 12, ['Dn', 'Dan']),
  book('oseas', 'Oseas', 'AT', 14, ['Os']),
  book('joel', 'Joel', 'AT', 3, ['Jl']),
  book('amos', 'Amós', 'AT', 9, ['Am']),
  book('abdias', 'Abdías', 'AT', 1, ['Abd']),
  book('jonas', 'Jonás', 'AT', 4, ['Jon']),
  book('miqueas', 'Miqueas', 'AT', 7, ['Mi', 'Miq']),
  book('nahum', 'Nahúm', 'AT', 3, ['Nah']),
  book('habacuc', 'Habacuc', 'AT', 3, ['Hab']),
  book('sofonias', 'Sofonías', 'AT', 3, ['Sof']),
  book('hageo', 'Hageo', 'AT', 2, ['Hag']),
  book('zacarias', 'Zacarías', 'AT', 14, ['Zac']),
  book('malaquias', 'Malaquías', 'AT', 4, ['Mal']),
  book('mateo', 'Mateo', 'NT', 28, ['Mt', 'Mat']),
  book('marcos', 'Marcos', 'NT', 16, ['Mr', 'Mc', 'Mar', 'Mrc']),
  book('lucas', 'Lucas', 'NT', 24, ['Lc', 'Luc']),
  book('juan', 'Juan', 'NT', 21, ['Jn']),
  book('hechos', 'Hechos', 'NT', 28, ['Hch', 'Hech', 'Hec'], ['Hechos de los Apóstoles']),
  book('romanos', 'Romanos', 'NT', 16, ['Ro', 'Rom', 'Rm']),
  ...numbered(2, 'corintios', 'Corintios', 'NT', [16, 13], ['Co', 'Cor']),
  book('galatas', 'Gálatas', 'NT', 6, ['Gá', 'Gál', 'Ga', 'Gal']),
  book('efesios', 'Efesios', 'NT', 6, ['Ef', 'Efe']),
  book('filipenses', 'Filipenses', 'NT', 4, ['Fil', 'Flp']),
  book('colosenses', 'Colosenses', 'NT', 4, ['Col']),
  ...numbered(2, 'tesalonicenses', 'Tesalonicenses', 'NT', [5, 3], ['Ts', 'Tes', 'Tesal']),
  ...numbered(2, 'timoteo', 'Timoteo', 'NT', [6, 4], ['Ti', 'Tim']),
  book('tito', 'Tito', 'NT', 3, ['Tit']),
  book('filemon', 'Filemón', 'NT', 1, ['Flm', 'Filem']),
  book('hebreos', 'Hebreos', 'NT', 13, ['He', 'Heb']),
  book('santiago', 'Santiago', 'NT', 5, ['Stg', 'Sant', 'Stgo']),
  ...numbered(2, 'pedro', 'Pedro', 'NT', [5, 3], ['P', 'Pe', 'Ped']),
  ...numbered(3, 'juan', 'Juan', 'NT', [5, 1, 1], ['Jn']),
  book('judas', 'Judas', 'NT', 1, ['Jud', 'Jds']),
  book('apocalipsis', 'Apocalipsis', 'NT', 22, ['Ap', 'Apoc', 'Apo']),
];

/** The longest chapter of the Bible (Psalm 119): no verse number can be higher. */
export const MAX_VERSE = 176;

const bySlug = new Map(BIBLE_BOOKS.map((entry) => [entry.slug, entry]));

export function bookBySlug(slug: string): BibleBook | undefined {
  return bySlug.get(slug);
}

const positions = new Map(BIBLE_BOOKS.map((entry, index) => [entry.slug, index]));

/** Position in the canon, 0 for Génesis (lists sort by it); -1 for an unknown slug. */
export const canonicalIndex = (slug: string): number => positions.get(slug) ?? -1;

export const TESTAMENT_NAMES: Record<Testament, string> = {
  AT: 'Antiguo Testamento',
  NT: 'Nuevo Testamento',
};
