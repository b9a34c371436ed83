import { readFileSync } from 'node:fs';
import { readSupabaseConfig } from '@palabra-viva/local-supabase';
import { describe, expect, it } from 'vitest';
import { authEmailContentPath, GENERATED_MARKER, generateAuthEmails } from './authEmailTemplates.ts';

const emails = generateAuthEmails();

/**
 * GoTrue's values each email needs, and only those: a link needs its URL, a code its token, the footer the
 * site. A misspelt field renders as nothing, in production as here, so the set must match exactly.
 */
const FIELDS = {
  invite: ['ConfirmationURL', 'Email', 'SiteURL'],
  confirmation: ['ConfirmationURL', 'Email', 'SiteURL', 'Token'],
  recovery: ['ConfirmationURL', 'Email', 'SiteURL', 'Token'],
  magic_link: ['ConfirmationURL', 'Email', 'SiteURL', 'Token'],
  email_change: ['ConfirmationURL', 'Email', 'NewEmail', 'SendingTo', 'SiteURL', 'Token'],
  reauthentication: ['SiteURL', 'Token'],
};

describe.each(emails)('$name', ({ name, path, text }) => {
  // CI's freshness check, as for the database types: the committed file is what the generator writes.
  it('is committed as generated (run `npm run auth:emails` after changing the words or the layout)', () => {
    expect(readFileSync(path, 'utf8') === text, `${authEmailContentPath(name)} is stale`).toBe(true);
  });

  it("is the file config.toml's content_path names", () => {
    const auth = readSupabaseConfig().auth as {
      email: { template: Record<string, { content_path: string }> };
    };
    expect(auth.email.template[name]?.content_path).toBe(authEmailContentPath(name));
  });

  it('uses the Go template fields it needs, and no other', () => {
    const used = new Set([...text.matchAll(/\{\{\s*\.(\w+)\s*\}\}/g)].map((match) => match[1]));
    expect([...used].sort()).toEqual(FIELDS[name]);
  });

  it('starts with the doctype and the «do not edit» comment that html/template drops', () => {
    expect(text.startsWith(`<!doctype html>${GENERATED_MARKER}\n<html lang="es">\n`)).toBe(true);
    expect(GENERATED_MARKER).not.toContain('{{');
  });
});
