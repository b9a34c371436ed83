import { showString } from '../../rest/query/parsec/haskellShow.ts';
import type { Field, JsonStep, LogicTree, OpExpr, OrderTerm, SelectItem } from '../../rest/query/types.ts';

/**
 * The port's parse trees written as Haskell's derived `show` writes PostgREST's own (QueryParams.hs
 * types), so they compare with answers recorded from PostgREST's parsers, character for character.
 */

const str = showString;
const list = (items: string[]) => `[${items.join(',')}]`;
const maybe = (value: string | undefined) => (value === undefined ? 'Nothing' : `Just ${value}`);
const maybeText = (value: string | undefined) => maybe(value === undefined ? undefined : str(value));
/** A constructor's argument: anything but a bare name is parenthesised. */
const argument = (shown: string) => (shown === 'Nothing' ? shown : `(${shown})`);

const AGGREGATES = { sum: 'Sum', avg: 'Avg', count: 'Count', max: 'Max', min: 'Min' };
const JOINS = { inner: 'JTInner', left: 'JTLeft' };
const DIRECTIONS = { asc: 'OrderAsc', desc: 'OrderDesc' };
const NULLS = { first: 'OrderNullsFirst', last: 'OrderNullsLast' };
const QUANTIFIABLE: Record<string, string> = {
  eq: 'OpEqual',
  gte: 'OpGreaterThanEqual',
  gt: 'OpGreaterThan',
  lte: 'OpLessThanEqual',
  lt: 'OpLessThan',
  like: 'OpLike',
  ilike: 'OpILike',
  match: 'OpMatch',
  imatch: 'OpIMatch',
};
const SIMPLE: Record<string, string> = {
  neq: 'OpNotEqual',
  cs: 'OpContains',
  cd: 'OpContained',
  ov: 'OpOverlap',
  sl: 'OpStrictlyLeft',
  sr: 'OpStrictlyRight',
  nxr: 'OpNotExtendsRight',
  nxl: 'OpNotExtendsLeft',
  adj: 'OpAdjacent',
};
const IS_VALUES = {
  null: 'IsNull',
  not_null: 'IsNotNull',
  true: 'IsTriTrue',
  false: 'IsTriFalse',
  unknown: 'IsTriUnknown',
};
const FTS = {
  fts: 'FilterFts',
  plfts: 'FilterFtsPlain',
  phfts: 'FilterFtsPhrase',
  wfts: 'FilterFtsWebsearch',
};

const jsonStep = (step: JsonStep) =>
  `${step.arrow === '->' ? 'JArrow' : 'J2Arrow'} {jOp = ${step.isIndex ? 'JIdx' : 'JKey'} {jVal = ${str(step.key)}}}`;
export const showField = (field: Field) => `(${str(field.name)},${list(field.jsonPath.map(jsonStep))})`;

function selectItem(item: SelectItem): string {
  if (item.kind === 'field') {
    const aggregate = item.aggregate && AGGREGATES[item.aggregate];
    return `SelectField {selField = ${showField(item.field)}, selAggregateFunction = ${maybe(aggregate)}, selAggregateCast = ${maybeText(item.aggregateCast)}, selCast = ${maybeText(item.cast)}, selAlias = ${maybeText(item.alias)}}`;
  }
  const join = maybe(item.joinType && JOINS[item.joinType]);
  if (item.spread)
    return `SpreadRelation {selRelation = ${str(item.name)}, selHint = ${maybeText(item.hint)}, selJoinType = ${join}}`;
  return `SelectRelation {selRelation = ${str(item.name)}, selAlias = ${maybeText(item.alias)}, selHint = ${maybeText(item.hint)}, selJoinType = ${join}}`;
}

export function showSelect(items: SelectItem[]): string {
  return list(
    items.map(
      (item) =>
        `Node {rootLabel = ${selectItem(item)}, subForest = ${item.kind === 'embed' ? showSelect(item.children) : '[]'}}`,
    ),
  );
}

export function showOrder(terms: OrderTerm[]): string {
  return list(
    terms.map((term) => {
      const modifiers = `otDirection = ${maybe(term.direction && DIRECTIONS[term.direction])}, otNullOrder = ${maybe(term.nulls && NULLS[term.nulls])}`;
      return term.relation === undefined
        ? `OrderTerm {otTerm = ${showField(term.field)}, ${modifiers}}`
        : `OrderRelationTerm {otRelation = ${str(term.relation)}, otRelTerm = ${showField(term.field)}, ${modifiers}}`;
    }),
  );
}

export function showOpExpr({ negated, operation: o }: OpExpr): string {
  let shown: string;
  if (o.kind === 'op' && o.op in QUANTIFIABLE) {
    const quantifier = o.quantifier && (o.quantifier === 'any' ? 'QuantAny' : 'QuantAll');
    shown = `OpQuant ${QUANTIFIABLE[o.op]} ${argument(maybe(quantifier))} ${str(o.value)}`;
  } else if (o.kind === 'op') shown = `Op ${SIMPLE[o.op]} ${str(o.value)}`;
  else if (o.kind === 'in') shown = `In ${list(o.values.map(str))}`;
  else if (o.kind === 'is') shown = `Is ${IS_VALUES[o.value]}`;
  else if (o.kind === 'isdistinct') shown = `IsDistinctFrom ${str(o.value)}`;
  else shown = `Fts ${FTS[o.op]} ${argument(maybeText(o.language))} ${str(o.value)}`;
  return `OpExpr ${negated ? 'True' : 'False'} (${shown})`;
}

export function showLogicTree(tree: LogicTree): string {
  if (tree.kind === 'filter')
    return `Stmnt (Filter {field = ${showField(tree.filter.field)}, opExpr = ${showOpExpr(tree.filter.expr)}})`;
  return `Expr ${tree.negated ? 'True' : 'False'} ${tree.op === 'and' ? 'And' : 'Or'} ${list(tree.children.map(showLogicTree))}`;
}

export const showTexts = (texts: string[]) => list(texts.map(str));
