import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type $ZodType, safeParse, toJSONSchema } from 'zod/v4/core';
import { donationFormSchema } from '#core/schemas/donation.ts';
import { contactPageInquirySchema, homeInquirySchema } from '#core/schemas/inquiry.ts';
import { jobApplicationSchema } from '#core/schemas/jobApplication.ts';
import { audioSchema, videoSchema } from '#core/schemas/media.ts';
import { postSchema } from '#core/schemas/post.ts';
import { prayerRequestSchema } from '#core/schemas/prayerRequest.ts';
import { resourceSchema } from '#core/schemas/resource.ts';
import { subscriberSchema } from '#core/schemas/subscriber.ts';
import { testimonialSchema } from '#core/schemas/testimonial.ts';
import { cvFileSchema, photoFileSchema } from '#core/schemas/visitorFiles.ts';
import { STAFF_ROLES } from '#core/staffRoles.ts';
import { columnRules } from '../support/columnRules.ts';
import { startTestBackend, type TestBackend } from '../support/testBackend.ts';

// core/ spells out rules the migrations own (the SQL is the source of truth): these tests read the
// migrated catalog and fail when the two drift apart.
let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(() => t.close());

const query = async <Row>(sql: string) => (await t.backend.db.query<Row>(sql)).rows;
/** The text literals of an expression as Postgres prints it: ARRAY['admin'::text, …] → ['admin', …]. */
const literals = (expression: string) => [...expression.matchAll(/'([^']*)'/g)].map((match) => match[1]);

describe('staff roles', () => {
  it('are the values the users.role check constraint allows', async () => {
    const checks = await query<{ definition: string }>(
      `select pg_get_constraintdef(oid) as definition from pg_constraint
       where conrelid = 'public.users'::regclass and contype = 'c'`,
    );
    const roleCheck = checks.find((check) => /\brole\b/.test(check.definition));
    expect(new Set(literals(roleCheck?.definition ?? ''))).toEqual(new Set(STAFF_ROLES));
  });

  it('name every role that policies, views and functions ask private.has_role about', async () => {
    const sources = await query<{ text: string }>(
      `select coalesce(qual, '') || ' ' || coalesce(with_check, '') as text from pg_policies
       union all select definition from pg_views where schemaname in ('public', 'storage')
       union all select prosrc from pg_proc where pronamespace in ('public'::regnamespace, 'private'::regnamespace)`,
    );
    const calls = sources.flatMap(({ text }) => [...text.matchAll(/has_role\(([^)]*)\)/g)].map((m) => m[1]));
    const asked = new Set(calls.flatMap((call) => literals(call ?? '')));
    expect(calls.length).toBeGreaterThan(10);
    expect(asked).toEqual(new Set(STAFF_ROLES));
  });
});

interface JsonProperty {
  type?: string;
  maxLength?: number;
  minLength?: number;
  maximum?: number;
  enum?: string[];
}
const propertiesOf = (schema: $ZodType) =>
  (toJSONSchema(schema, { io: 'input' }) as { properties: Record<string, JsonProperty> }).properties;
const JSON_TYPES: Record<string, string> = { text: 'string', bool: 'boolean' };

// Each visitor schema with the table it writes and an input it accepts (varied below one field at a time).
const VISITOR_FORMS: [string, $ZodType, Record<string, unknown>][] = [
  ['testimonials', testimonialSchema, { name: 'Ana', country: 'Chile', testimonial_text: 'Amén', email: '' }],
  [
    'contact_inquiries',
    homeInquirySchema,
    { name: 'Ana', email: 'ana@example.org', message: 'Hola', interest_type: 'otro' },
  ],
  [
    'contact_inquiries',
    contactPageInquirySchema,
    { name: 'Ana', email: 'ana@example.org', subject: 'S', message: 'M' },
  ],
  [
    'subscribers',
    subscriberSchema,
    { email: 'ana@example.org', country: 'Chile', name: '', wants_reflections: true, subscribed_via: 'x' },
  ],
  ['prayer_requests', prayerRequestSchema, { request_text: 'Por mi familia', name: 'Ana', email: '' }],
  [
    'job_applications',
    jobApplicationSchema,
    {
      name: 'Ana',
      email: 'ana@example.org',
      position_interest: 'P',
      city_country: '',
      cover_letter_text: '',
    },
  ],
];
const fields = VISITOR_FORMS.flatMap(([table, schema, valid]) =>
  Object.entries(propertiesOf(schema)).map(([column, property]) => ({
    field: `${table}.${column}`,
    table,
    schema,
    valid,
    column,
    property,
  })),
);
const accepts = (schema: $ZodType, input: unknown) => safeParse(schema, input).success;

// The admin forms' schemas: their input is what staff type (an amount in units, a duration as text), so
// only the text columns' length limits are compared.
const ADMIN_FORMS: [string, $ZodType][] = [
  ['posts', postSchema],
  ['videos', videoSchema],
  ['audios', audioSchema],
  ['resources', resourceSchema],
  ['donations', donationFormSchema],
];
const adminFields = ADMIN_FORMS.flatMap(([table, schema]) =>
  Object.entries(propertiesOf(schema)).map(([column, property]) => ({
    field: `${table}.${column}`,
    table,
    column,
    property,
  })),
);

describe('admin schemas', () => {
  it.each(adminFields)('$field: same length limit as the column', async ({ table, column, property }) => {
    const rules = (await columnRules(t.backend.db, table)).get(column);
    expect(rules, `${table} has no column ${column}`).toBeDefined();
    if (rules?.type === 'text') expect(property.maxLength).toBe(rules.maxLength);
  });
});

describe('visitor schemas', () => {
  it.each(fields)('$field: same type and length as the column', async ({ table, column, property }) => {
    const rules = (await columnRules(t.backend.db, table)).get(column);
    expect(rules, `${table} has no column ${column}`).toBeDefined();
    expect(property.type).toBe(JSON_TYPES[rules?.type ?? '']);
    expect(property.maxLength).toBe(rules?.maxLength);
    if (rules?.oneOf) expect(new Set(property.enum)).toEqual(new Set(rules.oneOf));
  });

  it.each(fields)('$field: accepts what the check accepts', async ({ table, schema, valid, column }) => {
    const rules = (await columnRules(t.backend.db, table)).get(column);
    expect(accepts(schema, valid)).toBe(true);
    if (rules?.nonBlank) {
      // Refused, or replaced by a default ('Unknown'): never stored blank.
      const blank = safeParse(schema, { ...valid, [column]: ' ' });
      if (blank.success) expect((blank.data as Record<string, unknown>)[column]).toMatch(/\S/);
    }
    if (rules?.pattern) {
      for (const sample of [
        'ana@example.org',
        'ana@localhost',
        'a b@c.co',
        'ana@@x.org',
        '@x.org',
        'a@b.c.d',
      ]) {
        const [sql] = await query<{ matches: boolean }>(`select '${sample}' ~ '${rules.pattern}' as matches`);
        expect(accepts(schema, { ...valid, [column]: sample }), sample).toBe(sql?.matches);
      }
    }
    if (rules?.maxWords) {
      const words = (n: number) => Array.from({ length: n }, () => 'fe').join(' ');
      expect(accepts(schema, { ...valid, [column]: words(rules.maxWords) })).toBe(true);
      expect(accepts(schema, { ...valid, [column]: words(rules.maxWords + 1) })).toBe(false);
    }
  });

  it.each([
    ['testimonial_photos', photoFileSchema],
    ['applicant_cvs', cvFileSchema],
  ] as const)(
    '%s: the file schema has the bucket’s size limit and only types it takes',
    async (bucket, schema) => {
      const [settings] = await query<{ file_size_limit: string; allowed_mime_types: string[] }>(
        `select file_size_limit, allowed_mime_types from storage.buckets where id = '${bucket}'`,
      );
      const { size, type } = propertiesOf(schema);
      expect(size?.maximum).toBe(Number(settings?.file_size_limit));
      // The form offers what the bucket takes; the bucket may hold more (the upload function's AVIF copies).
      expect(settings?.allowed_mime_types).toEqual(expect.arrayContaining(type?.enum ?? ['missing']));
    },
  );
});
