import { RestError } from '../errors/restError.ts';
import type { LogicTree, OrderTerm } from '../query/types.ts';
import { isToOne } from '../schema/relationships.ts';
import type { ReadNode } from './readNode.ts';

/** PGRST108: a filter, order or limit names an embed the select does not have. */
export function notEmbedded(name: string): RestError {
  return new RestError(
    400,
    'PGRST108',
    `'${name}' is not an embedded resource in this request`,
    null,
    `Verify that '${name}' is included in the 'select' query parameter.`,
  );
}

/** `order=author(email)` sorts by a to-one embed's column: PGRST108 if not embedded, PGRST118 if to-many. */
export function relatedOrder(node: ReadNode, term: OrderTerm): OrderTerm {
  if (term.relation === undefined) return term;
  const embed = node.embeds.find((e) => e.outputName === term.relation || e.name === term.relation);
  if (!embed) throw notEmbedded(term.relation);
  if (!isToOne(embed.rel)) {
    throw new RestError(
      400,
      'PGRST118',
      `A related order on '${embed.outputName}' is not possible`,
      `'${node.relName}' and '${embed.outputName}' do not form a many-to-one or one-to-one relationship`,
    );
  }
  return { ...term, relation: embed.lateralAlias };
}

/** Embeds named in filters only take `is.null` / `not.is.null` (PGRST120). */
export function validateNullEmbedFilters(node: ReadNode): void {
  const visit = (tree: LogicTree) => {
    if (tree.kind === 'expr') return tree.children.forEach(visit);
    const { field, expr } = tree.filter;
    if (field.jsonPath.length > 0 || node.table?.columns.has(field.name)) return;
    const embed = node.embeds.find((e) => e.outputName === field.name);
    if (!embed) return;
    const op = expr.operation;
    if (op.kind !== 'is' || (op.value !== 'null' && op.value !== 'not_null')) {
      throw new RestError(
        400,
        'PGRST120',
        `Bad operator on the '${field.name}' embedded resource`,
        'Only is null or not is null filters are allowed on embedded resources',
      );
    }
  };
  node.where.forEach(visit);
}
