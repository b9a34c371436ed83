import { readFileSync } from 'node:fs';
import ts from 'typescript';

/**
 * Finds Spanish copy a screen spells itself instead of taking it from its app's catalog (the admin's
 * admin/src/lib/messages.ts, the site's src/lib/messages/, the shared core/messages/): text between JSX
 * tags, a literal given to a prop or property that people read (label, title, alt, aria-label…), a toast
 * called with a literal, and any literal with Spanish letters (á, ñ, ¿…). Values that are data rather
 * than words (class names, paths, ids) never match these, so the check needs no list of exceptions.
 */
export interface InlineCopy {
  file: string;
  line: number;
  text: string;
}

/** Props and properties whose value is read by people (or announced by screen readers). */
const READ_NAMES = new Set([
  'alt',
  'aria-label',
  'confirmLabel',
  'description',
  'header',
  'heading',
  'hint',
  'intro',
  'label',
  'placeholder',
  'searchLabel',
  'statusLabel',
  'submitLabel',
  'text',
  'title',
]);

const LETTER = /\p{L}/u;
/** A word as people write it, not a class name or a key (`max-lg:col-span-2`, `post-title`). */
const WORD = /^[¿¡«(]?\p{L}+[.,;:!?»)…]*$/u;
const hasWords = (text: string) => text.split(/\s+/).some((token) => WORD.test(token));
/** A phrase anywhere: a capital, then words only ("Posiciones Disponibles", "Volver a la lista"). */
const isPhrase = (text: string) => {
  const tokens = text.trim().split(/\s+/);
  return tokens.length > 1 && /^[¿¡]?\p{Lu}/u.test(text.trim()) && tokens.every((token) => WORD.test(token));
};
const SPANISH = /[áéíóúüñÁÉÍÓÚÜÑ¿¡]/;

const nameOf = (node: ts.Node | undefined): string | undefined => {
  if (!node) return undefined;
  if (ts.isJsxAttribute(node)) return node.name.getText();
  if (ts.isPropertyAssignment(node)) return node.name.getText().replace(/^['"]|['"]$/g, '');
  return undefined;
};

/** The literal's text, when the node is a string or template literal (the template's fixed parts). */
function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
  return undefined;
}

/** The prop or property a literal is the value of, looking through `a ? 'x' : 'y'` and `{'x'}`. */
function owner(node: ts.Node): ts.Node | undefined {
  let parent = node.parent;
  while (
    parent &&
    (ts.isConditionalExpression(parent) || ts.isJsxExpression(parent) || ts.isParenthesizedExpression(parent))
  )
    parent = parent.parent;
  return parent;
}

const isToastCall = (node: ts.Node) =>
  ts.isCallExpression(node) && /\btoast\.(success|error)$|\bshowToast$/.test(node.expression.getText());

/** `new RegExp(…)`: a pattern's source may hold Spanish signs (¡, ¿) that nobody reads. */
const isPattern = (node: ts.Node) => ts.isNewExpression(node) && node.expression.getText() === 'RegExp';

export function inlineCopy(file: string, source = readFileSync(file, 'utf8')): InlineCopy[] {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const found: InlineCopy[] = [];
  const report = (node: ts.Node, text: string) =>
    found.push({
      file,
      line: tree.getLineAndCharacterOfPosition(node.getStart()).line + 1,
      text: text.trim(),
    });
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || isPattern(node)) return;
    if (ts.isJsxText(node)) {
      if (LETTER.test(node.text)) report(node, node.text);
      return;
    }
    const text = literalText(node);
    if (text !== undefined) {
      const parent = owner(node);
      const read = READ_NAMES.has(nameOf(parent) ?? '') || (parent !== undefined && isToastCall(parent));
      if ((read && hasWords(text)) || SPANISH.test(text) || isPhrase(text)) report(node, text);
      if (!ts.isTemplateExpression(node)) return;
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}
