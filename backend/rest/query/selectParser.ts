import { Cursor } from './cursor.ts';
import { FIELD_NAME_LABEL, parseField, parseFieldName, parseIdentifier } from './fieldName.ts';
import type { JoinType, SelectItem } from './types.ts';

const AGGREGATES = new Set(['count', 'sum', 'avg', 'max', 'min']);
const ITEM_END = ['")"', '","', 'end of input'];

/**
 * `select=id,title,author:users!inner(email),...profile(bio),data->a->>b,id::text`
 * (QueryParams.hs pFieldForest). An empty value selects everything, like `*`.
 */
export function parseSelect(value: string): SelectItem[] {
  const cursor = new Cursor(value, `failed to parse select parameter (${value})`);
  const items = parseForest(cursor, 0);
  if (!cursor.atEnd) throw cursor.unexpected(['","', 'end of input']);
  return items;
}

const MAX_DEPTH = 64;

function parseForest(cursor: Cursor, depth: number): SelectItem[] {
  if (depth > MAX_DEPTH) throw cursor.error('select is nested too deeply');
  const items: SelectItem[] = [];
  cursor.skipSpaces();
  if (cursor.atEnd || cursor.peek() === ')') return items;
  for (;;) {
    items.push(parseItem(cursor, depth));
    cursor.skipSpaces();
    if (!cursor.eat(',')) return items;
    cursor.skipSpaces();
  }
}

function parseItem(cursor: Cursor, depth: number): SelectItem {
  const start = cursor.pos;
  const embed = tryEmbedHead(cursor);
  if (embed) {
    cursor.expect('(');
    const children = parseForest(cursor, depth + 1);
    cursor.skipSpaces();
    if (!cursor.eat(')')) throw cursor.unexpected(['")"', '","']);
    cursor.skipSpaces();
    if (isCountCall(embed, children))
      return { kind: 'field', field: { name: '*', jsonPath: [] }, aggregate: 'count' };
    return { ...embed, children };
  }
  cursor.pos = start;
  return parseFieldItem(cursor);
}

type EmbedHead = Omit<Extract<SelectItem, { kind: 'embed' }>, 'children'>;

/** `[alias:]name[!hint][!inner]` followed by `(`, else undefined (and the caller rewinds). */
function tryEmbedHead(cursor: Cursor): EmbedHead | undefined {
  try {
    cursor.skipSpaces();
    const spread = cursor.eat('...');
    let alias: string | undefined;
    let name = parseFieldName(cursor);
    if (!spread && cursor.peek() === ':' && cursor.peek(1) !== ':') {
      cursor.pos++;
      alias = name;
      name = parseFieldName(cursor);
    }
    let hint: string | undefined;
    let joinType: JoinType | undefined;
    for (let i = 0; i < 2 && cursor.eat('!'); i++) {
      if (cursor.eat('left')) joinType = 'left';
      else if (cursor.eat('inner')) joinType = 'inner';
      else hint = parseFieldName(cursor);
    }
    if (cursor.peek() !== '(') return undefined;
    const head: EmbedHead = { kind: 'embed', name, spread };
    if (alias !== undefined) head.alias = alias;
    if (hint !== undefined) head.hint = hint;
    if (joinType !== undefined) head.joinType = joinType;
    return head;
  } catch {
    return undefined;
  }
}

function isCountCall(embed: EmbedHead, children: SelectItem[]): boolean {
  return embed.name === 'count' && !embed.spread && embed.hint === undefined && children.length === 0;
}

function parseFieldItem(cursor: Cursor): SelectItem {
  cursor.skipSpaces();
  if (cursor.eat('*')) {
    cursor.skipSpaces();
    expectItemEnd(cursor);
    return { kind: 'field', field: { name: '*', jsonPath: [] } };
  }
  if (cursor.atEnd) throw cursor.unexpected([FIELD_NAME_LABEL]);
  let alias: string | undefined;
  const start = cursor.pos;
  try {
    const maybeAlias = parseFieldName(cursor);
    if (cursor.peek() === ':' && cursor.peek(1) !== ':') {
      cursor.pos++;
      alias = maybeAlias;
    } else cursor.pos = start;
  } catch {
    cursor.pos = start;
  }
  const field = parseField(cursor);
  const item: SelectItem = { kind: 'field', field };
  if (alias !== undefined) item.alias = alias;
  if (cursor.eat('::')) {
    const castStart = cursor.pos;
    item.cast = parseIdentifier(cursor);
    if (item.cast.includes('$')) throw cursor.unexpected(['letter or digit'], castStart);
  }
  const aggregate = /^\.(\w+)\(\)/.exec(cursor.input.slice(cursor.pos));
  if (aggregate && AGGREGATES.has(aggregate[1]!)) {
    cursor.pos += aggregate[0].length;
    item.aggregate = aggregate[1]!;
  }
  cursor.skipSpaces();
  expectItemEnd(cursor);
  return item;
}

function expectItemEnd(cursor: Cursor): void {
  if (cursor.atEnd || cursor.peek() === ')' || cursor.peek() === ',') return;
  throw cursor.unexpected(['"->>"', '"->"', '"::"', ...ITEM_END]);
}
