import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPABILITIES, CAPABILITY_NAMES, type Capability } from '#core/access.ts';
import { ACTORS, holds } from '../support/accessMatrix.ts';
import { type SeededBackend, startSeededBackend } from '../support/sqlAccess.ts';

/**
 * core/access.ts against the SQL policies: for every capability and every actor, statements that only a
 * holder can carry out reach rows for exactly the roles the table names, run as that actor through grants
 * and RLS (and rolled back). With the matrix tests deriving their cells from the same table, a role added
 * to or taken from a capability fails here until the policies say so too, and the other way round.
 */
let s: SeededBackend;

/** Rows the seed leaves out, and objects in the buckets the probes look into (written as the superuser). */
const FIXTURES = `
  insert into public.site_rebuild_requests (reason) values ('manual');
  insert into public.newsletter_issues (subject, body_markdown) values ('Boletín', 'Hola.');
  insert into public.statement_archives (year, state, error) values (2029, 'failed', 'Interrumpido.');
  insert into public.data_exports (state, error) values ('failed', 'Interrumpido.');
  insert into public.audit_log (table_name, row_id, action) values ('posts', 'probe', 'update');
  insert into public.follow_ups (kind, source_id, due_on)
    values ('visit', gen_random_uuid(), current_date), ('inquiry', gen_random_uuid(), current_date),
           ('prayer', gen_random_uuid(), current_date), ('application', gen_random_uuid(), current_date),
           ('group', gen_random_uuid(), current_date);
  insert into public.signup_lists (kind, title, starts_at, ends_at, time_zone, recurrence_rule, capacity, is_open)
    values ('shift', 'Café (cerrado)', '2025-01-05 08:30', '2025-01-05 09:30', 'America/Mexico_City',
            'FREQ=WEEKLY;BYDAY=SU', 2, false);
  insert into public.email_outbox (idempotency_key, kind, recipient, subject, html, status)
    values ('probe:1', 'receipt', 'donante@example.org', 'Recibo', '<p>Gracias</p>', 'failed');
  insert into public.visit_daily_totals (day, views, visitors) values (current_date, 3, 2);
  insert into public.visit_daily_counts (dimension, day, value, hits) values ('page', current_date, '/', 3);
  insert into public.site_content_drafts (area, content) values ('home', '{}'), ('contact', '{}');
  insert into public.site_content_versions (area, version, content) values ('home', 1, '{}'), ('contact', 1, '{}');
  insert into public.planned_visits (name, email, service_id, service_name, starts_at, ends_at, time_zone, party_size)
    values ('Invitada', 'invitada@example.org', 'servicio-dominical', 'Servicio dominical', now() + interval '3 days',
            now() + interval '3 days 2 hours', 'America/Mexico_City', 2);
  insert into storage.objects (bucket_id, name)
    select bucket, 'public/probe.bin'
    from unnest(array['blog_images', 'resource_files', 'testimonial_photos', 'applicant_cvs',
                      'statement_archives', 'data_exports']) bucket;`;

beforeAll(async () => {
  s = await startSeededBackend();
  await s.backend.db.exec(FIXTURES);
});
afterAll(() => s.close());

/** Drafting and reading the history of one site-content area (supabase/migrations/*_create_site_content.sql). */
const siteAreaProbes = (area: string) => [
  `select area from public.site_content_drafts where area = '${area}'`,
  `update public.site_content_drafts set version = version + 1 where area = '${area}'`,
  `select area from public.site_content_versions where area = '${area}'`,
];
const objectsIn = (bucket: string) => `select id from storage.objects where bucket_id = '${bucket}'`;
const removeObjectsIn = (bucket: string) => `delete from storage.objects where bucket_id = '${bucket}'`;
const TEACHINGS = ['posts', 'videos', 'audios', 'resources', 'series', 'speakers', 'events'];
const CREDITS = ['post_speakers', 'video_speakers', 'audio_speakers'];

/**
 * What each capability lets its holders do in SQL: every statement must reach at least one row for a
 * holder and none (an empty result or a refusal) for anyone else.
 */
const PROBES: Record<Capability, string[]> = {
  'panel.enter': [
    'select role from public.current_staff_role',
    'select id from public.users where id <> (select auth.uid())',
  ],
  'site.publish': [
    'select id from public.site_rebuild_requests',
    'select state from public.site_build_status',
  ],
  'siteContent.edit': siteAreaProbes('home'),
  'siteSettings.edit': siteAreaProbes('contact'),
  'content.manage': [
    ...TEACHINGS.map(
      (table) => `update public.${table} set ${table === 'speakers' ? 'bio' : 'title'} = 'Otro'`,
    ),
    ...CREDITS.map((table) => `delete from public.${table}`),
    'select id from public.posts where not is_published',
  ],
  'uploads.staff': [objectsIn('blog_images'), removeObjectsIn('resource_files')],
  'analytics.view': [
    'select day from public.visit_daily_totals',
    'select day from public.visit_daily_counts',
    'select month from public.visit_monthly_counts',
  ],
  'newsletter.send': [
    'select id from public.newsletter_issues',
    "update public.newsletter_issues set subject = 'Otro asunto'",
  ],
  'subscribers.manage': ['select id from public.subscribers', 'delete from public.subscribers'],
  'inquiries.manage': [
    'select id from public.contact_inquiries',
    'delete from public.contact_inquiries',
    "select id from public.follow_ups where kind = 'inquiry'",
  ],
  'testimonials.moderate': [
    'select email from public.testimonials_for_review',
    'update public.testimonials set is_approved = true',
    'delete from public.testimonials',
    objectsIn('testimonial_photos'),
  ],
  'prayers.moderate': [
    'select id from public.prayer_requests',
    'update public.prayer_requests set is_prayed_for = true',
    'select wall_days from public.prayer_wall_settings',
    "select id from public.follow_ups where kind = 'prayer'",
  ],
  'donations.manage': [
    'select id from public.donations',
    'delete from public.donations',
    'select year from public.statement_archives',
    objectsIn('statement_archives'),
  ],
  'applications.manage': [
    'select id from public.job_applications',
    "update public.job_applications set status = 'Entrevista'",
    "update public.follow_ups set status = 'en_curso' where kind = 'application'",
    objectsIn('applicant_cvs'),
  ],
  'staff.manage': ["update public.users set role = 'pastoral' where id <> (select auth.uid())"],
  'outbox.manage': [
    'select id from public.email_outbox',
    "update public.email_outbox set status = 'queued' where status = 'failed'",
    'select checked_at from public.email_sender_status',
  ],
  'data.export': ['select id from public.data_exports', objectsIn('data_exports')],
  'followUps.enter': ['select id from public.follow_ups'],
  'visits.follow': [
    "select id from public.follow_ups where kind = 'visit'",
    "update public.follow_ups set status = 'en_curso' where kind = 'visit'",
  ],
  'audit.view': ['select id from public.audit_log'],
  'signups.manage': [
    'select id from public.signups',
    'update public.signups set attended_at = now()',
    'update public.signup_dates set capacity = 10',
    'select id from public.signup_lists where not is_open',
  ],
  'shifts.coordinate': [
    "select id from public.signup_lists where kind = 'shift' and not is_open",
    "update public.signup_lists set title = 'Bienvenida y café' where kind = 'shift'",
    "select s.id from public.signups s join public.signup_dates d on d.id = s.date_id join public.signup_lists l on l.id = d.list_id where l.kind = 'shift'",
  ],
  'visits.manage': ['select id from public.planned_visits'],
  'groups.manage': [
    'select id from public.groups where not is_published',
    "update public.groups set zone = 'Otra zona'",
    'select address from public.group_addresses',
    "update public.group_addresses set address = 'Otra calle 1'",
    'select id from public.group_join_requests',
    'delete from public.group_join_requests',
    "select id from public.follow_ups where kind = 'group'",
  ],
};

describe.each(CAPABILITY_NAMES)('%s', (capability) => {
  const cells = ACTORS.map((actor) => [actor, holds(actor, capability)] as const);
  it.each(cells)('%s: allowed %s', async (actor, allowed) => {
    for (const sql of PROBES[capability]) {
      const result = await s.attempt(actor, sql);
      const reached = result.ok && result.rowCount > 0;
      expect(reached, `${sql} → ${JSON.stringify(result).slice(0, 300)}`).toBe(allowed);
    }
  });
});

describe('the policies', () => {
  /** The role lists private.has_role is called with: ARRAY['admin'::text, 'editor'::text] → admin,editor. */
  async function roleListsAsked(): Promise<Set<string>> {
    const { rows } = await s.backend.db.query<{ text: string }>(
      `select coalesce(qual, '') || ' ' || coalesce(with_check, '') as text from pg_policies
       union all select definition from pg_views where schemaname in ('public', 'storage')
       union all select prosrc from pg_proc
       where pronamespace in ('public'::regnamespace, 'private'::regnamespace)`,
    );
    const calls = rows.flatMap(({ text }) => [...text.matchAll(/has_role\(([^)]*)\)/g)].map((m) => m[1]!));
    return new Set(
      calls
        .map((call) => [...call.matchAll(/'([^']*)'/g)].map((m) => m[1]!).sort())
        .filter((roles) => roles.length > 0)
        .map((roles) => roles.join(',')),
    );
  }

  it('ask only for role lists that some capability names', async () => {
    const named = new Set(Object.values(CAPABILITIES).map((roles) => roles.toSorted().join(',')));
    const asked = await roleListsAsked();
    expect(asked.size).toBeGreaterThan(1);
    expect([...asked].filter((roles) => !named.has(roles))).toEqual([]);
  });
});
