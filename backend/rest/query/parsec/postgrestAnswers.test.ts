import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  showField,
  showLogicTree,
  showOpExpr,
  showOrder,
  showSelect,
  showTexts,
} from '../../../testing/fuzz/haskellShowQuery.ts';
import {
  parseColumns,
  parseFilterValue,
  parseLogic,
  parseOrder,
  parseSelect,
  parseTreePath,
} from '../queryParams.ts';
import { showString } from './haskellShow.ts';

interface Answer {
  kind: 'select' | 'order' | 'filter' | 'rpcfilter' | 'path' | 'columns' | 'on_conflict' | 'logic';
  key?: string;
  value: string;
  /** `OK<TAB>parse tree as Haskell shows it` or `ERR<TAB>message<TAB>details`. */
  answer: string;
}

/**
 * Parameters of every kind, most of them ending in garbage (SQL, stray brackets, separators, modifiers,
 * noise), with what PostgREST v14.17's own parsers answered: QueryParams.hs compiled with GHC's Parsec and
 * run on each. The port must give the same verdict, the same parse tree (so ignored text is ignored there
 * too) and the same PGRST100 message and details.
 */
const ANSWERS: Answer[] = readFileSync(
  new URL('../../../testing/fuzz/queryParamsAnswers.jsonl', import.meta.url),
  'utf8',
)
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line));

function ours({ kind, key, value }: Answer): string {
  try {
    switch (kind) {
      case 'select':
        return `OK\t${showSelect(parseSelect(value))}`;
      case 'order':
        return `OK\t${showOrder(parseOrder(value))}`;
      case 'filter':
      case 'rpcfilter': {
        const expr = parseFilterValue(value, kind === 'rpcfilter');
        return `OK\t${expr ? showOpExpr(expr) : `NoOpExpr ${showString(value)}`}`;
      }
      case 'path': {
        const { path, field } = parseTreePath(value);
        return `OK\t(${showTexts(path)},${showField(field)})`;
      }
      case 'columns':
      case 'on_conflict':
        return `OK\t${showTexts(parseColumns(kind, value))}`;
      case 'logic':
        return `OK\t${showLogicTree(parseLogic(key!, value).tree)}`;
    }
  } catch (error) {
    const { code, message, details } = error as { code?: string; message: string; details: string };
    if (code !== 'PGRST100') throw error;
    return `ERR\t${message}\t${details}`;
  }
}

describe("query parameters answer as PostgREST's own parsers do", () => {
  const kinds = [...new Set(ANSWERS.map((answer) => answer.kind))];
  it('covers every kind of parameter, accepted and refused', () => {
    expect(kinds.sort()).toEqual([
      'columns',
      'filter',
      'logic',
      'on_conflict',
      'order',
      'path',
      'rpcfilter',
      'select',
    ]);
    for (const kind of kinds) {
      const verdicts = new Set(ANSWERS.filter((a) => a.kind === kind).map((a) => a.answer.split('\t')[0]));
      expect([kind, [...verdicts].sort()]).toEqual([kind, ['ERR', 'OK']]);
    }
  });

  it.each(kinds)('%s', (kind) => {
    const cases = ANSWERS.filter((answer) => answer.kind === kind);
    const differing = cases.filter((answer) => ours(answer) !== answer.answer);
    expect(differing.map((answer) => ({ ...answer, ours: ours(answer) }))).toEqual([]);
  });
});
