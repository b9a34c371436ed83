import { RestError } from '../errors/restError.ts';

/**
 * A `text/csv` body as PostgREST reads it (cassava's decodeByName, then Payload.hs csvToJson): the first
 * line names the columns, `NULL` is null, everything else is text; quoted fields may hold commas, quotes
 * (doubled) and line breaks. A row shorter or longer than the header keeps only the fields it has.
 */
export function parseCsv(text: string): Record<string, string | null>[] {
  const records = readRecords(text);
  const [header, ...rows] = records;
  if (!header) return [];
  return rows.map((fields) =>
    Object.fromEntries(
      fields.slice(0, header.length).map((value, i) => [header[i]!, value === 'NULL' ? null : value]),
    ),
  );
}

function readRecords(text: string): string[][] {
  const records: string[][] = [];
  let fields: string[] = [];
  let field = '';
  let i = 0;
  const endField = () => {
    fields.push(field);
    field = '';
  };
  while (i < text.length) {
    const char = text[i]!;
    if (char === '"' && field === '') {
      const close = readQuoted(text, i + 1);
      field = close.value;
      i = close.end;
      continue;
    }
    if (char === ',') endField();
    else if (char === '\n' || (char === '\r' && text[i + 1] === '\n')) {
      endField();
      records.push(fields);
      fields = [];
      if (char === '\r') i++;
    } else field += char;
    i++;
  }
  if (field !== '' || fields.length > 0) {
    endField();
    records.push(fields);
  }
  return records;
}

function readQuoted(text: string, start: number): { value: string; end: number } {
  let value = '';
  for (let i = start; i < text.length; i++) {
    if (text[i] !== '"') value += text[i];
    else if (text[i + 1] === '"') {
      value += '"';
      i++;
    } else return { value, end: i + 1 };
  }
  throw new RestError(400, 'PGRST102', 'parse error (endOfInput)');
}
