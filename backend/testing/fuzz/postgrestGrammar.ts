import fc from 'fast-check';

/**
 * Query strings shaped like PostgREST's grammar (select with embeds, hints, casts, aliases, spreads and
 * aggregates; filters with every operator, modifiers, quoted values and lists; nested logic trees; order;
 * limit/offset; on_conflict; columns), mutated with noise, so random inputs reach deep parser and SQL
 * paths instead of dying at the first character.
 */
const COLUMNS = [
  'id',
  'title',
  'body',
  'author_id',
  'tags',
  'data',
  'rating',
  'created_at',
  'content',
  'name',
];
const EMBEDS = ['author', 'members', 'replies', 'labels', 'editor', 'article_labels', 'nope'];
/** PostgREST's operators and one it does not have. */
export const OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'in',
  'is',
  'isdistinct',
  'fts',
  'plfts',
  'phfts',
  'wfts',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
  'nope',
];

export const noise = fc.oneof(
  fc.string({ unit: 'binary-ascii', maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 6 }),
  fc.constantFrom('', '"', '\\', '(', ')', ',', '.', ':', '::', '->', '%', '%ZZ', '\u0000', 'é', '*', '!'),
);

/** What an attacker appends: SQL, closers, separators, modifiers, quotes, comments, controls, noise. */
export const garbage: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(';drop table testimonials', ' ;drop table x', ';--', "' or '1'='1"),
  },
  {
    weight: 6,
    arbitrary: fc.constantFrom(
      ')x',
      ')',
      '))',
      ',',
      ', ',
      'x',
      ' ',
      ' x',
      '(',
      '()',
      '.',
      '.asc',
      '.nullsfirst',
      '.nope',
      '!',
      '!inner',
      '::',
      '::int',
      '->',
      '->>x',
      '"',
      '{',
      '}',
      '/*',
      '\t',
      '\n',
      'é',
      '\u0000',
      '.eq.1',
      '(any)',
      ',id',
      '&id=eq.1',
    ),
  },
  { weight: 2, arbitrary: noise },
);

const identifier = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...COLUMNS) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength: 8 }).map((s) => `"${s}"`) },
  { weight: 1, arbitrary: noise },
);
const jsonPath = fc
  .tuple(
    identifier,
    fc.array(fc.tuple(fc.constantFrom('->', '->>'), fc.oneof(fc.constantFrom('a', 'b', '0', '-1'), noise)), {
      maxLength: 3,
    }),
  )
  .map(([head, steps]) => head + steps.map(([arrow, key]) => arrow + key).join(''));
const cast = fc.constantFrom('', '', '', '::text', '::int', '::jsonb', '::nope', '::');
const alias = fc.oneof(
  fc.constant(''),
  fc.constant(''),
  identifier.map((a) => `${a}:`),
);
const aggregate = fc.constantFrom('', '', '', '.count()', '.sum()', '.avg()', '.max()', '.min()', '.nope()');
const field = fc.oneof(identifier, jsonPath);

const { selectList } = fc.letrec<{ selectList: string; item: string }>((tie) => ({
  item: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant('*'),
    fc.tuple(alias, field, cast, aggregate).map((parts) => parts.join('')),
    fc.constantFrom('count()', 'count()::int'),
    fc
      .tuple(
        fc.constantFrom('', '', '...'),
        alias,
        fc.constantFrom(...EMBEDS),
        fc.constantFrom('', '', '!author_id', '!editor_id', '!inner', '!left', '!author_id!inner', '!nope'),
        tie('selectList'),
      )
      .map(([spread, a, embed, hint, inner]) => `${spread}${spread ? '' : a}${embed}${hint}(${inner})`),
  ),
  selectList: fc.array(tie('item'), { minLength: 1, maxLength: 4 }).map((items) => items.join(',')),
}));

const quoted = fc
  .string({ unit: 'grapheme-ascii', maxLength: 8 })
  .map((s) => `"${s.replaceAll('"', '\\"')}"`);
const scalar = fc.oneof(
  fc.constantFrom('1', '-1', '0.5', 'null', 'true', 'false', 'unknown', 'x', 'a*', '2024-01-01', '1e400'),
  quoted,
  noise,
);
const list = fc.array(scalar, { maxLength: 4 }).map((items) => `(${items.join(',')})`);
const arrayLiteral = fc.array(scalar, { maxLength: 3 }).map((items) => `{${items.join(',')}}`);
const operator = fc
  .tuple(
    fc.constantFrom('', '', '', 'not.'),
    fc.constantFrom(...OPERATORS),
    fc.constantFrom('', '', '', '(any)', '(all)', '(english)', '(nope'),
  )
  .map((parts) => parts.join(''));
export const filterValue = fc
  .tuple(operator, fc.oneof(scalar, list, arrayLiteral))
  .map(([op, value]) => `${op}.${value}`);

const { tree } = fc.letrec<{ tree: string; condition: string }>((tie) => ({
  condition: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.tuple(field, filterValue).map(([f, v]) => `${f}.${v}`),
    fc.tuple(fc.constantFrom('', 'not.'), fc.constantFrom('and', 'or'), tie('tree')).map((p) => p.join('')),
  ),
  tree: fc.array(tie('condition'), { maxLength: 4 }).map((conditions) => `(${conditions.join(',')})`),
}));

const orderTerm = fc
  .tuple(
    field,
    fc.constantFrom('', '.asc', '.desc', '.nope'),
    fc.constantFrom('', '.nullsfirst', '.nullslast'),
  )
  .map((parts) => parts.join(''));
const orderList = fc.array(orderTerm, { minLength: 1, maxLength: 3 }).map((terms) => terms.join(','));
const integer = fc.oneof(
  fc.integer({ min: -5, max: 2000 }).map(String),
  fc.constantFrom('1e9', '99999999999999999999'),
  noise,
);
const columnList = fc.array(identifier, { minLength: 1, maxLength: 3 }).map((names) => names.join(','));
const embedPrefix = fc.constantFrom('', '', '', 'replies.', 'author.', 'labels.', 'nope.');

/** Mostly nothing; sometimes garbage after a key or a value, which PostgREST refuses or ignores. */
const tail = fc.oneof({ weight: 4, arbitrary: fc.constant('') }, { weight: 1, arbitrary: garbage });

/** One key=value pair of a PostgREST query string, before URL encoding. */
const validPair: fc.Arbitrary<[string, string]> = fc.oneof(
  fc.tuple(fc.constant('select'), selectList),
  fc.tuple(field, filterValue),
  fc.tuple(
    fc.tuple(embedPrefix, fc.constantFrom('or', 'and', 'not.or', 'not.and')).map((p) => p.join('')),
    tree,
  ),
  fc.tuple(
    embedPrefix.map((prefix) => `${prefix}order`),
    orderList,
  ),
  fc.tuple(
    fc.tuple(embedPrefix, fc.constantFrom('limit', 'offset')).map((p) => p.join('')),
    integer,
  ),
  fc.tuple(fc.constantFrom('on_conflict', 'columns'), columnList),
  fc.tuple(
    embedPrefix.chain((prefix) => field.map((f) => prefix + f)),
    filterValue,
  ),
  fc.tuple(noise, noise),
);
const pair: fc.Arbitrary<[string, string]> = fc
  .tuple(validPair, tail, tail)
  .map(([[key, value], afterKey, afterValue]) => [key + afterKey, value + afterValue]);

/** A whole query string: mostly percent-encoded as clients send it, sometimes raw. */
export const postgrestQuery = fc
  .tuple(fc.array(pair, { maxLength: 5 }), fc.boolean())
  .map(([pairs, raw]) =>
    pairs
      .map(([k, v]) => (raw ? `${k}=${v}` : `${encodeURIComponent(k)}=${encodeURIComponent(v)}`))
      .join('&'),
  );
