import { describe, expect, it } from 'vitest';
import { auditCsv, changesOf, dayRange, describeEntry, personOf } from './auditEntry.utils.ts';

const entry = {
  id: 1,
  occurred_at: '2026-12-02T10:00:00.000Z',
  actor_id: 'a',
  actor_email: 'editor@example.org',
  actor_role: 'editor',
  table_name: 'posts',
  row_id: 'p1',
  row_label: 'Gracia',
  action: 'update',
  changed_columns: ['title'],
  before: null,
  after: null,
};

describe('describeEntry', () => {
  it.each([
    [{ action: 'update', table_name: 'posts', row_label: 'Gracia' }, 'Cambió el artículo «Gracia»'],
    [{ action: 'delete', table_name: 'donations', row_label: null }, 'Borró la donación'],
    [
      { action: 'invite', table_name: 'users', row_label: 'ana@example.org' },
      'Invitó al equipo a la cuenta «ana@example.org»',
    ],
    [{ action: 'export', table_name: 'data_exports', row_label: null }, 'Exportó todos los datos'],
    [{ action: 'archive', table_name: 'new_table', row_label: null }, 'Hizo «archive» en new_table'],
  ])('%o reads «%s»', (fields, sentence) => {
    expect(describeEntry(fields)).toBe(sentence);
  });
});

describe('personOf', () => {
  it('names a staff member with the role they had', () => {
    expect(personOf(entry)).toEqual({ name: 'editor@example.org', role: 'Editor' });
  });
  it('names the secret key acting for no one as the system', () => {
    expect(personOf({ actor_email: null, actor_role: 'service_role' }).name).toBe('Sistema');
  });
});

describe('changesOf', () => {
  it('lists the changed columns before and after', () => {
    const changes = changesOf({
      changed_columns: ['notes'],
      before: { notes: null, amount: 5 },
      after: { notes: 'Reembolsada', amount: 5 },
    });
    expect(changes).toEqual([{ column: 'notes', before: '(nada)', after: 'Reembolsada' }]);
  });
  it('lists every column of an insert, objects as JSON', () => {
    expect(changesOf({ changed_columns: null, before: null, after: { content: { a: 1 } } })).toEqual([
      { column: 'content', before: '(nada)', after: '{"a":1}' },
    ]);
  });
  it('has nothing for entries that keep no rows', () => {
    expect(changesOf(entry)).toEqual([]);
  });
});

describe('dayRange', () => {
  it('covers whole days, the last one included', () => {
    const { since, until } = dayRange({ from: '2026-12-01', to: '2026-12-02' });
    expect(Date.parse(until!) - Date.parse(since!)).toBe(2 * 86_400_000);
  });
  it('leaves an empty end open', () => {
    expect(dayRange({ from: '', to: '' })).toEqual({});
  });
});

describe('auditCsv', () => {
  it('writes a header and one line per entry with its description', () => {
    const lines = auditCsv([entry]).split('\r\n');
    expect(lines[0]).toBe('Fecha,Persona,Rol,Acción,Tipo,Registro,Nombre,Campos,Antes,Después');
    expect(lines[1]).toBe(
      '2026-12-02T10:00:00.000Z,editor@example.org,Editor,Cambió el artículo «Gracia»,posts,p1,Gracia,title,,',
    );
  });
});
