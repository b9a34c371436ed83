import { describe, expect, it } from 'vitest';
import { parseColumns, parseFilterValue, parseLogic, parseOrder, parseSelect } from '../queryParams.ts';
import { pFieldName, pJsonPath } from './fieldGrammar.ts';
import { pLogicTree, pOpExpr, pSingleVal } from './filterGrammar.ts';
import { pOrder } from './orderGrammar.ts';
import type { Parser } from './parsec.ts';
import { runParser } from './runParser.ts';
import { pFieldSelect, pRelation, pSpreadRelation } from './selectGrammar.ts';

/** Parsec's `P.parse p "" input` as PostgREST's doctests print it: position and messages. */
function parsecError(parser: Parser<unknown>, input: string): string {
  try {
    runParser(parser, '', input);
  } catch (error) {
    const { message, details } = error as { message: string; details: string };
    return `${message.replace('"" ', '')}: ${details}`;
  }
  return 'parsed';
}

// Every case below is a doctest of PostgREST v14's QueryParams.hs, an error body its spec expects, or an
// answer of QueryParams.hs's own parsers compiled with GHC and run on the same input.
describe("the grammar answers PostgREST's doctests", () => {
  it.each([
    [pFieldName, ':', '(line 1, column 1): unexpected ":" expecting field name (* or [a..z0..9_$])'],
    [
      pJsonPath,
      '->>-78xy',
      `(line 1, column 7): unexpected 'x' expecting digit, "->", "::", ".", "," or end of input`,
    ],
    [pJsonPath, '->>--34', '(line 1, column 5): unexpected "-" expecting digit'],
    [pJsonPath, '->>-xy-4', '(line 1, column 5): unexpected "x" expecting digit'],
    [pRelation, 'rel->jsonpath(*)', "(line 1, column 6): unexpected '>'"],
    [pRelation, 'rel->jsonpath!hint(*)', "(line 1, column 6): unexpected '>'"],
    [
      pFieldSelect,
      'name!hint',
      `(line 1, column 5): unexpected '!' expecting letter, digit, "-", "->>", "->", "::", ".", ")", "," or end of input`,
    ],
    [pFieldSelect, '*!hint', `(line 1, column 2): unexpected '!' expecting ")", "," or end of input`],
    [pFieldSelect, 'name::', '(line 1, column 7): unexpected end of input expecting letter or digit'],
    [pSpreadRelation, 'rel(*)', '(line 1, column 1): unexpected "r" expecting "..."'],
    [pSpreadRelation, 'alias:...rel(*)', '(line 1, column 1): unexpected "a" expecting "..."'],
    [pSpreadRelation, '...rel->jsonpath(*)', "(line 1, column 9): unexpected '>'"],
    [
      pOpExpr(pSingleVal),
      'fts().value',
      '(line 1, column 5): unexpected ")" expecting operator (eq, gt, ...)',
    ],
    [
      pOpExpr(pSingleVal),
      'eq().value',
      '(line 1, column 4): unexpected ")" expecting operator (eq, gt, ...)',
    ],
    [
      pOpExpr(pSingleVal),
      'is().value',
      '(line 1, column 3): unexpected "(" expecting operator (eq, gt, ...)',
    ],
    [
      pOpExpr(pSingleVal),
      'in().value',
      '(line 1, column 3): unexpected "(" expecting operator (eq, gt, ...)',
    ],
    [
      pOrder,
      'clients(name,id)',
      `(line 1, column 8): unexpected '(' expecting letter, digit, "-", "->>", "->", delimiter (.), "," or end of input`,
    ],
    [
      pOrder,
      'id.ac',
      '(line 1, column 4): unexpected "c" expecting "asc", "desc", "nullsfirst" or "nullslast"',
    ],
    [pOrder, 'id.descc', `(line 1, column 8): unexpected 'c' expecting delimiter (.), "," or end of input`],
    [
      pOrder,
      'id.nulsfist',
      '(line 1, column 4): unexpected "n" expecting "asc", "desc", "nullsfirst" or "nullslast"',
    ],
    [pOrder, 'id.nullslasttt', `(line 1, column 13): unexpected 't' expecting "," or end of input`],
    [
      pOrder,
      'id.smth34',
      '(line 1, column 4): unexpected "s" expecting "asc", "desc", "nullsfirst" or "nullslast"',
    ],
    [pOrder, 'id.asc.nlsfst', '(line 1, column 8): unexpected "l" expecting "nullsfirst" or "nullslast"'],
    [pOrder, 'id.asc.nullslasttt', `(line 1, column 17): unexpected 't' expecting "," or end of input`],
    [pOrder, 'id.asc.smth34', '(line 1, column 8): unexpected "s" expecting "nullsfirst" or "nullslast"'],
    [
      pLogicTree,
      'or()',
      '(line 1, column 4): unexpected ")" expecting field name (* or [a..z0..9_$]), negation operator (not) or logic operator (and, or)',
    ],
    [pLogicTree, 'or(id.in.1,2,id.eq.3)', '(line 1, column 10): unexpected "1" expecting "("'],
    [pLogicTree, 'or)(', '(line 1, column 3): unexpected ")" expecting "("'],
    [pLogicTree, 'and(ord(id.eq.1,id.eq.1),id.eq.2)', '(line 1, column 7): unexpected "d" expecting "("'],
    [
      pLogicTree,
      'or(id.eq.1,not.xor(id.eq.2,id.eq.3))',
      '(line 1, column 16): unexpected "x" expecting logic operator (and, or)',
    ],
  ])('%#: %s', (parser, input, expected) => {
    expect(parsecError(parser as Parser<unknown>, input)).toBe(expected);
  });
});

describe('parameters answer PGRST100 with the message and details PostgREST sends', () => {
  it.each([
    [
      () => parseFilterValue('noop.0'),
      '"failed to parse filter (noop.0)" (line 1, column 1)',
      'unexpected "o" expecting "not" or operator (eq, gt, ...)',
    ],
    [
      () => parseFilterValue('val'),
      '"failed to parse filter (val)" (line 1, column 1)',
      'unexpected "v" expecting "not" or operator (eq, gt, ...)',
    ],
    [
      () => parseFilterValue('0'),
      '"failed to parse filter (0)" (line 1, column 1)',
      'unexpected "0" expecting "not" or operator (eq, gt, ...)',
    ],
    [
      () => parseSelect('id,clients(name[])'),
      '"failed to parse select parameter (id,clients(name[]))" (line 1, column 16)',
      `unexpected '[' expecting letter, digit, "-", "->>", "->", "::", ".", ")", "," or end of input`,
    ],
    [
      () => parseSelect('data->(!@#$%^&*_d->>!@#$%^&*_e::integer'),
      '"failed to parse select parameter (data->(!@#$%^&*_d->>!@#$%^&*_e::integer)" (line 1, column 7)',
      'unexpected "(" expecting "-", digit or any non reserved character different from: .,>()',
    ],
    [
      () => parseSelect('data->>--34'),
      '"failed to parse select parameter (data->>--34)" (line 1, column 9)',
      'unexpected "-" expecting digit',
    ],
    [
      () => parseOrder('id.asc.nullslasttt'),
      '"failed to parse order (id.asc.nullslasttt)" (line 1, column 17)',
      `unexpected 't' expecting "," or end of input`,
    ],
    [
      // A JSON key could go on with a dash: Protolude's `many` (Control.Applicative's) keeps that error.
      () => parseOrder('a->x-y('),
      '"failed to parse order (a->x-y()" (line 1, column 7)',
      `unexpected '(' expecting "-", "->>", "->", delimiter (.), "," or end of input`,
    ],
    [
      () => parseLogic('or', '()'),
      '"failed to parse logic tree (())" (line 1, column 4)',
      'unexpected ")" expecting field name (* or [a..z0..9_$]), negation operator (not) or logic operator (and, or)',
    ],
    [
      () => parseColumns('columns', ''),
      '"failed to parse columns parameter ()" (line 1, column 1)',
      'unexpected end of input expecting field name (* or [a..z0..9_$])',
    ],
  ])('%#', (parse, message, details) => {
    expect(parse).toThrow(expect.objectContaining({ status: 400, code: 'PGRST100', message, details }));
  });
});
