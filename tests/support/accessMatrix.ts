import { type Capability, can } from '#core/access.ts';
import { STAFF_ROLES } from '#core/staffRoles.ts';

/**
 * Who may do what to each table and bucket, cell by cell. The staff side is read from core/access.ts:
 * changing the roles of a capability changes the cells it governs. schemaAccess.test.ts checks every cell
 * against Postgres in SQL; accessMatrix.test.ts and accessStorage.test.ts walk them through supabase-js.
 */

/** anon: no session. member: signed in without a staff role. The rest: the seed's demo staff, one per role. */
export const ACTORS = ['anon', 'member', ...STAFF_ROLES] as const;
export type Actor = (typeof ACTORS)[number];

/** Whether the actor is one of the roles core/access.ts gives `capability` (visitors and members never are). */
export const holds = (actor: Actor, capability: Capability) =>
  actor !== 'anon' && actor !== 'member' && can(actor, capability);

/** The actors that hold `capability`; those that do not (visitors included); the signed-in ones that do not. */
export const holders = (capability: Capability) => ACTORS.filter((actor) => holds(actor, capability));
export const nonHolders = (capability: Capability) => ACTORS.filter((actor) => !holds(actor, capability));
export const signedInWithout = (capability: Capability) =>
  nonHolders(capability).filter((actor) => actor !== 'anon');

export const ACTOR_EMAILS: Record<Exclude<Actor, 'anon'>, string> = {
  member: 'miembro@example.org',
  editor: 'editor@example.org',
  pastoral: 'pastoral@example.org',
  admin: 'admin@example.org',
};

export const OPERATIONS = ['select', 'insert', 'update', 'delete'] as const;
export type Operation = (typeof OPERATIONS)[number];

/**
 * Which rows an operation reaches.
 * - all: every row (insert: any valid row, `sample` and `forged` alike);
 * - public: select → only rows matching `publicRows`; insert → only `sample`, never `forged`;
 * - own: only the actor's own row; others: every row but the actor's own;
 * - none: no row (an empty result, or permission denied).
 */
export type Reach = 'all' | 'public' | 'own' | 'others' | 'none';

export interface TableRules {
  /** For a view: the table whose rows it shows (the reference for `all`). */
  rowsOf?: string;
  /** SQL condition of the rows visitors may read, for `public` select. */
  publicRows?: string;
  /** A valid row to insert (for visitor tables, exactly what the public form sends). */
  sample?: Record<string, unknown>;
  /** `sample` with a value only staff could set (approved, published…): must be refused where insert is `public`. */
  forged?: Record<string, unknown>;
  /** A column change that the update check applies to every row. */
  change: Record<string, unknown>;
  /** Rows the seed does not hold (only server code fills the table), added before the checks run. */
  fixtures?: Record<string, unknown>[];
  access: Record<Actor, Record<Operation, Reach>>;
}

type Access = Record<Actor, Record<Operation, Reach>>;
const rules = (select: Reach, insert: Reach, update: Reach, remove: Reach) => ({
  select,
  insert,
  update,
  delete: remove,
});
const NONE = rules('none', 'none', 'none', 'none');

/** `granted` for the holders of `capability`, `others` for everyone else. */
const byCapability = <Rights>(capability: Capability, granted: Rights, others: Rights) =>
  Object.fromEntries(ACTORS.map((actor) => [actor, holds(actor, capability) ? granted : others])) as Record<
    Actor,
    Rights
  >;

const ALL = rules('all', 'all', 'all', 'all');
const READ_ALL = rules('all', 'none', 'none', 'none');
const content: Access = byCapability('content.manage', ALL, rules('public', 'none', 'none', 'none'));
const PUBLISHED = 'is_published and published_at <= now()';

/** Visitors may submit; the holders of `capability` manage what was submitted. */
const visitorSubmissions = (capability: Capability): Access =>
  byCapability(capability, rules('all', 'public', 'all', 'all'), rules('none', 'public', 'none', 'none'));

export const TABLES: Record<string, TableRules> = {
  users: {
    sample: { id: '00000000-0000-4000-a000-0000000000ff', email: 'nuevo@example.org', role: 'admin' },
    change: { role: 'pastoral' },
    // Members read their own row, the team every row; staff managers change the others' roles.
    access: Object.fromEntries(
      ACTORS.map((actor) => [
        actor,
        rules(
          holds(actor, 'panel.enter') ? 'all' : actor === 'member' ? 'own' : 'none',
          'none',
          holds(actor, 'staff.manage') ? 'others' : 'none',
          'none',
        ),
      ]),
    ) as Access,
  },
  posts: {
    publicRows: PUBLISHED,
    sample: { title: 'Nuevo artículo', slug: 'nuevo-articulo', content: '# Hola', category: 'fe' },
    change: { title: 'Título revisado' },
    access: content,
  },
  videos: {
    publicRows: PUBLISHED,
    sample: { title: 'Nuevo video', video_url: 'https://media.example.org/v/nuevo' },
    change: { title: 'Título revisado' },
    access: content,
  },
  audios: {
    publicRows: PUBLISHED,
    sample: { title: 'Nuevo audio', audio_url: 'https://media.example.org/a/nuevo.mp3', series_position: 2 },
    change: { title: 'Título revisado' },
    access: content,
  },
  series: {
    publicRows: 'is_published',
    sample: { title: 'Nueva serie', slug: 'nueva-serie', description: 'Seis semanas en Romanos.' },
    change: { title: 'Título revisado' },
    access: content,
  },
  // Public profiles without a draft state: everyone reads, editors and admins write.
  speakers: {
    sample: { name: 'Predicador invitado', slug: 'predicador-invitado', bio: 'Pastor en Quito.' },
    change: { bio: 'Biografía revisada' },
    access: byCapability('content.manage', ALL, READ_ALL),
  },
  resources: {
    publicRows: PUBLISHED,
    sample: { title: 'Nuevo recurso', file_url: 'https://media.example.org/r/nuevo.pdf', category: 'libros' },
    change: { title: 'Título revisado' },
    access: content,
  },
  // Small groups (20261202160300): visitors read published groups; addresses and requests are staff data,
  // and only the `groups` server function writes requests. Each before the table it hangs from.
  group_join_requests: {
    sample: {
      group_id: '7a000000-0000-4000-a000-000000000001',
      name: 'Colado',
      email: 'colado@example.com',
    },
    change: { message: 'Cambiado' },
    access: byCapability('groups.manage', rules('all', 'none', 'none', 'all'), NONE),
  },
  group_addresses: {
    sample: {
      group_id: '7a000000-0000-4000-a000-000000000005',
      address: 'Calle Nueva 1',
      leader_email: 'lider@example.org',
    },
    change: { address: 'Otra calle 2' },
    access: byCapability('groups.manage', ALL, NONE),
  },
  groups: {
    publicRows: 'is_published',
    sample: {
      slug: 'nuevo-grupo',
      name: 'Nuevo grupo',
      kind: 'general',
      day_of_week: 1,
      meets_at: '19:00:00',
      zone: 'Centro',
      leader_first_name: 'Ana',
      capacity: 8,
    },
    change: { zone: 'Otra zona' },
    access: byCapability('groups.manage', ALL, rules('public', 'none', 'none', 'none')),
  },
  // Sign-ups (20261202100000): visitors read open lists; every place is decided by the engine's functions.
  // Before events, and each before the table it hangs from: deleting an event or a list (a cell below)
  // takes its sign-ups with it, and a cell restores only its own table.
  signups: {
    sample: {
      date_id: '72000000-0000-4000-a000-000000000001',
      booking_id: '74000000-0000-4000-a000-0000000000ff',
      status: 'confirmed',
      name: 'Colado',
      email: 'colado@example.com',
    },
    change: { attended_at: '2030-01-01T10:00:00+00:00' },
    access: byCapability('signups.manage', rules('all', 'none', 'all', 'none'), NONE),
  },
  signup_dates: {
    sample: {
      list_id: '71000000-0000-4000-a000-000000000011',
      starts_at: '2031-01-05T15:30:00+00:00',
      capacity: 6,
    },
    change: { capacity: 8 },
    access: byCapability('signups.manage', rules('all', 'all', 'all', 'none'), NONE),
  },
  signup_lists: {
    publicRows: `is_open and (kind = 'shift' or exists (select 1 from public.events e
      where e.id = event_id and e.is_published and e.published_at <= now()))`,
    sample: {
      kind: 'shift',
      title: 'Estacionamiento',
      starts_at: '2026-03-01T09:00:00',
      ends_at: '2026-03-01T12:00:00',
      time_zone: 'America/Mexico_City',
      recurrence_rule: 'FREQ=WEEKLY;BYDAY=SU',
      capacity: 2,
    },
    change: { capacity: 50 },
    access: byCapability('signups.manage', ALL, rules('public', 'none', 'none', 'none')),
  },
  events: {
    publicRows: PUBLISHED,
    sample: {
      title: 'Nuevo evento',
      slug: 'nuevo-evento',
      location_name: 'Templo',
      starts_at: '2026-03-04T19:00:00',
      ends_at: '2026-03-04T20:30:00',
      time_zone: 'America/Mexico_City',
      recurrence_rule: 'FREQ=MONTHLY;BYDAY=1WE',
    },
    change: { title: 'Título revisado' },
    access: content,
  },
  testimonials: {
    publicRows: 'is_approved',
    sample: {
      name: 'Visitante',
      email: 'visitante@example.com',
      country: 'Perú',
      testimonial_text: 'Dios es fiel.',
      photo_url: null,
      is_approved: false,
    },
    forged: {
      name: 'Visitante',
      email: null,
      country: 'Perú',
      testimonial_text: 'Dios es fiel.',
      photo_url: null,
      is_approved: true,
    },
    change: { is_approved: true },
    access: byCapability(
      'testimonials.moderate',
      rules('all', 'public', 'all', 'all'),
      rules('public', 'public', 'none', 'none'),
    ),
  },
  testimonials_for_review: {
    rowsOf: 'testimonials',
    change: { name: 'Otro nombre' },
    access: byCapability('testimonials.moderate', READ_ALL, NONE),
  },
  contact_inquiries: {
    sample: {
      name: 'Visitante',
      email: 'visitante@example.com',
      message: 'Quiero saber más.',
      interest_type: 'saber_mas',
    },
    forged: { name: 'Visitante', email: 'visitante@example.com', message: 'Hola', handled: true },
    change: { handled: true },
    access: visitorSubmissions('inquiries.manage'),
  },
  subscribers: {
    sample: {
      email: 'nuevo.lector@example.com',
      name: 'Lector',
      country: 'Chile',
      wants_reflections: true,
      subscribed_via: 'ParticipateSection',
      is_active: true,
    },
    forged: { email: 'otro.lector@example.com', country: 'Chile', is_active: false },
    change: { is_active: false },
    access: visitorSubmissions('subscribers.manage'),
  },
  prayer_requests: {
    sample: {
      name: 'Visitante',
      email: null,
      request_text: 'Por mi familia.',
      is_public: false,
      is_prayed_for: false,
    },
    forged: { name: 'Visitante', request_text: 'Por mi familia.', is_public: true, is_prayed_for: false },
    change: { is_prayed_for: true },
    access: visitorSubmissions('prayers.moderate'),
  },
  job_applications: {
    sample: {
      name: 'Postulante',
      email: 'postulante@example.com',
      city_country: 'Lima, Perú',
      position_interest: 'Junior Front-End Developer',
      cv_path: 'public/cv_Postulante_1749000000000.pdf',
      cover_letter_text: null,
      status: 'Recibido',
    },
    forged: {
      name: 'Postulante',
      email: 'postulante@example.com',
      position_interest: 'Junior Front-End Developer',
      cv_path: 'public/cv_Postulante_1749000000000.pdf',
      status: 'Contratado',
    },
    change: { status: 'Entrevista' },
    // Every application carries a CV, so rows come only from the upload function (20251102100000).
    access: byCapability('applications.manage', rules('all', 'none', 'all', 'all'), NONE),
  },
  donations: {
    sample: { donor_name: 'Donante', amount: 1000, currency: 'USD', status: 'succeeded' },
    change: { notes: 'Revisado' },
    access: byCapability('donations.manage', ALL, NONE),
  },
  // The year's statements ZIP runs: the background function (service role) writes, admins read (20251118100000).
  statement_archives: {
    sample: { year: 2030 },
    change: { state: 'failed', error: 'Detenido a mano' },
    fixtures: [{ year: 2029, state: 'failed', error: 'La preparación se interrumpió sin terminar.' }],
    access: byCapability('donations.manage', READ_ALL, NONE),
  },
  // «Exportar todo» runs: the background function (service role) writes, admins read (20261202130000).
  data_exports: {
    sample: { state: 'queued' },
    change: { state: 'failed', error: 'Detenido a mano' },
    fixtures: [{ state: 'failed', error: 'La exportación se interrumpió sin terminar.' }],
    access: byCapability('data.export', READ_ALL, NONE),
  },
  // Written by triggers only (20261202160100): admins read; nobody, the secret key included, inserts, edits
  // or deletes (tests/integration/auditLog.test.ts holds the service role's cells). The data_exports
  // fixture above, inserted with the secret key, leaves its entry for the admins' read.
  audit_log: {
    sample: { table_name: 'posts', row_id: 'x', action: 'update' },
    change: { action: 'delete' },
    access: byCapability('audit.view', READ_ALL, NONE),
  },
};

/** What each actor may do with objects of a bucket (SQL on storage.objects, i.e. through RLS). */
export interface BucketAccess {
  /** Upload an object under public/. */
  uploadPublic: boolean;
  /** Upload an object anywhere else. */
  uploadElsewhere: boolean;
  /** See objects: list, sign, download through the authenticated route. */
  read: boolean;
  update: boolean;
  delete: boolean;
}

export interface BucketRules {
  /** Anyone downloads through the public URL. */
  public: boolean;
  /** null: none of its own, the project's upload limit governs. */
  fileSizeLimit: number | null;
  /** null: any declared type, as Storage admits when the bucket names none. */
  allowedMimeTypes: string[] | null;
  access: Record<Actor, BucketAccess>;
}

const bucketRules = (uploadPublic: boolean, uploadElsewhere: boolean, manage: boolean): BucketAccess => ({
  uploadPublic,
  uploadElsewhere,
  read: manage,
  update: manage,
  delete: manage,
});
const MANAGE = bucketRules(true, true, true);
/** Staff files arrive through the staff-upload function only (20251117000000): staff see and delete. */
const SEE_AND_DELETE: BucketAccess = { ...bucketRules(false, false, true), update: false };
const NOTHING = bucketRules(false, false, false);
/** Nothing for anyone: only the service role (server functions, the seed) touches the bucket. */
const SERVICE_ONLY = Object.fromEntries(ACTORS.map((actor) => [actor, NOTHING])) as Record<
  Actor,
  BucketAccess
>;
const IMAGES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

export const BUCKETS: Record<string, BucketRules> = {
  testimonial_photos: {
    public: true,
    fileSizeLimit: 2 * 1024 * 1024,
    // AVIF for the upload function's re-encoded copies (20251102090200).
    allowedMimeTypes: [...IMAGES, 'image/avif'],
    // Visitors' photos arrive through the upload function only (20251102100000).
    access: byCapability('testimonials.moderate', MANAGE, NOTHING),
  },
  applicant_cvs: {
    public: false,
    fileSizeLimit: 5 * 1024 * 1024,
    allowedMimeTypes: [
      'application/pdf',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    // Visitors' CVs arrive through the upload function only (20251102100000).
    access: byCapability('applications.manage', MANAGE, NOTHING),
  },
  // Only the upload function (service role) signs into it, reads and deletes (20251102090000).
  upload_quarantine: {
    public: false,
    fileSizeLimit: 5 * 1024 * 1024,
    allowedMimeTypes: [
      ...IMAGES,
      'application/pdf',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    access: SERVICE_ONLY,
  },
  // The staff-upload function signs into it, reads and deletes; the bytes decide the type (20251117000000).
  staff_upload_quarantine: {
    public: false,
    fileSizeLimit: 50 * 1024 * 1024,
    allowedMimeTypes: null,
    access: SERVICE_ONLY,
  },
  blog_images: {
    public: true,
    fileSizeLimit: 5 * 1024 * 1024,
    allowedMimeTypes: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
    access: byCapability('uploads.staff', SEE_AND_DELETE, NOTHING),
  },
  resource_files: {
    public: true,
    fileSizeLimit: 50 * 1024 * 1024,
    allowedMimeTypes: [
      'application/pdf',
      'application/epub+zip',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.ms-powerpoint',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      'audio/mpeg',
      ...IMAGES,
      'application/zip',
      'application/x-zip-compressed',
    ],
    access: byCapability('uploads.staff', SEE_AND_DELETE, NOTHING),
  },
  // Public by URL; no one but the service role (the seed) writes here since 20251125100000.
  teaching_media: {
    public: true,
    fileSizeLimit: 50 * 1024 * 1024,
    allowedMimeTypes: ['audio/mpeg', 'audio/mp4', 'audio/x-m4a', 'video/mp4', 'video/webm'],
    access: SERVICE_ONLY,
  },
  // SVG can carry script, so no one but the service role writes here (see its migration).
  illustrations: {
    public: true,
    fileSizeLimit: 256 * 1024,
    allowedMimeTypes: ['image/svg+xml'],
    access: SERVICE_ONLY,
  },
  // Donors' names, emails and gifts: only the background function writes; admins read, to sign a download.
  statement_archives: {
    public: false,
    fileSizeLimit: 50 * 1024 * 1024,
    allowedMimeTypes: ['application/zip'],
    access: byCapability('donations.manage', { ...NOTHING, read: true }, NOTHING),
  },
  // Everything the ministry holds: only the export's background function writes; admins read, to sign a download.
  data_exports: {
    public: false,
    fileSizeLimit: null,
    allowedMimeTypes: ['application/zip'],
    access: byCapability('data.export', { ...NOTHING, read: true }, NOTHING),
  },
};
