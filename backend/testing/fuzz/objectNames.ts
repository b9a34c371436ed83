import fc from 'fast-check';

/**
 * Storage object names a hostile or careless client might send: real-looking paths, any Unicode (lone
 * surrogates, emoji, combining marks, right-to-left), control characters, traversal pieces, separators,
 * percent escapes and names far over the 1024-byte limit.
 */
const piece = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom('public', 'fotos', 'cv.pdf', 'a.png', 'x', 'ñandú', 'عربى', '日本'),
  },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 8 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 6 }) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '',
      '.',
      '..',
      '...',
      '\\',
      '..\\..',
      '\u0000',
      '\u001f',
      '\u007f',
      '\u0085',
      '\u202e',
      '\ud800',
      '%2e%2e',
      '%2F',
      '%00',
      '%ZZ',
      '?',
      '#',
      ' ',
      '~',
      '*',
      '%',
    ),
  },
  { weight: 1, arbitrary: fc.integer({ min: 200, max: 1200 }).map((n) => 'a'.repeat(n)) },
  { weight: 1, arbitrary: fc.integer({ min: 100, max: 400 }).map((n) => 'é'.repeat(n)) },
);

/** A whole name: pieces joined by `/` (sometimes doubled or leading/trailing). */
export const objectName = fc
  .tuple(
    fc.array(piece, { minLength: 1, maxLength: 5 }),
    fc.constantFrom('', '/', '//'),
    fc.constantFrom('', '/'),
  )
  .map(([pieces, lead, trail]) => lead + pieces.join('/') + trail);

/** Bucket ids, valid and not. */
export const bucketId = fc.oneof(
  fc.constantFrom(
    'files',
    'photos',
    'cvs',
    'media',
    'nope',
    '',
    '.',
    '..',
    ' files',
    'a/b',
    '%ZZ',
    'x'.repeat(101),
  ),
  fc.string({ unit: 'binary', maxLength: 10 }),
);

// Every character Supabase Storage accepts in a key but the separator.
const KEY_CHARACTER = fc.constantFrom(
  ..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_!.*'() &$=@;:+,?-".split(''),
);

/** Names within Storage's key characters (any arrangement of them), to reach the success paths. */
export const plausibleName = fc
  .array(fc.string({ unit: KEY_CHARACTER, minLength: 1, maxLength: 12 }), { minLength: 1, maxLength: 4 })
  .map((segments) => segments.join('/'));
