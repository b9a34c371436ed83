import { Cursor } from './cursor.ts';
import { parseFieldName } from './fieldName.ts';

/** `columns="title","body"` and `on_conflict=slug,lang`: names separated by commas. */
export function parseColumnList(param: 'columns' | 'on_conflict', value: string): string[] {
  const cursor = new Cursor(value, `failed to parse ${param} parameter (${value})`);
  const names: string[] = [];
  do {
    cursor.skipSpaces();
    names.push(parseFieldName(cursor));
    cursor.skipSpaces();
  } while (cursor.eat(','));
  if (!cursor.atEnd) throw cursor.unexpected(['","', 'end of input']);
  return names;
}
