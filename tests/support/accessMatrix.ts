import { STAFF_ROLES } from '#core/staffRoles.ts';

/**
 * Who may do what, as data (docs/design.md §4). The SQL-level test (tests/integration/schemaAccess.test.ts) checks
 * every cell against Postgres; a supabase-js test can walk the same cells through the REST API.
 */

/** anon: no session. member: signed in without a staff role. The rest: the seed's demo staff, one per role. */
export const ACTORS = ['anon', 'member', ...STAFF_ROLES] as const;
export type Actor = (typeof ACTORS)[number];

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

const content: Access = {
  anon: rules('public', 'none', 'none', 'none'),
  member: rules('public', 'none', 'none', 'none'),
  editor: rules('all', 'all', 'all', 'all'),
  pastoral: rules('public', 'none', 'none', 'none'),
  admin: rules('all', 'all', 'all', 'all'),
};
const PUBLISHED = 'is_published and published_at <= now()';

/** Visitors may submit; the listed staff manage what was submitted. */
function visitorSubmissions(...managers: Actor[]): Access {
  const manage = rules('all', 'public', 'all', 'all');
  const submit = rules('none', 'public', 'none', 'none');
  return Object.fromEntries(
    ACTORS.map((actor) => [actor, managers.includes(actor) ? manage : submit]),
  ) as Access;
}

export const TABLES: Record<string, TableRules> = {
  users: {
    sample: { id: '00000000-0000-4000-a000-0000000000ff', email: 'nuevo@example.org', role: 'admin' },
    change: { role: 'pastoral' },
    access: {
      anon: NONE,
      member: rules('own', 'none', 'none', 'none'),
      editor: rules('all', 'none', 'none', 'none'),
      pastoral: rules('all', 'none', 'none', 'none'),
      admin: rules('all', 'none', 'others', 'none'),
    },
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
    access: {
      anon: rules('all', 'none', 'none', 'none'),
      member: rules('all', 'none', 'none', 'none'),
      editor: rules('all', 'all', 'all', 'all'),
      pastoral: rules('all', 'none', 'none', 'none'),
      admin: rules('all', 'all', 'all', 'all'),
    },
  },
  resources: {
    publicRows: PUBLISHED,
    sample: { title: 'Nuevo recurso', file_url: 'https://media.example.org/r/nuevo.pdf', category: 'libros' },
    change: { title: 'Título revisado' },
    access: content,
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
    access: {
      ...visitorSubmissions('editor', 'pastoral', 'admin'),
      anon: rules('public', 'public', 'none', 'none'),
      member: rules('public', 'public', 'none', 'none'),
    },
  },
  testimonials_for_review: {
    rowsOf: 'testimonials',
    change: { name: 'Otro nombre' },
    access: {
      anon: NONE,
      member: NONE,
      editor: rules('all', 'none', 'none', 'none'),
      pastoral: rules('all', 'none', 'none', 'none'),
      admin: rules('all', 'none', 'none', 'none'),
    },
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
    access: visitorSubmissions('editor', 'admin'),
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
    access: visitorSubmissions('editor', 'admin'),
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
    access: visitorSubmissions('pastoral', 'admin'),
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
    access: {
      anon: NONE,
      member: NONE,
      editor: NONE,
      pastoral: NONE,
      admin: rules('all', 'none', 'all', 'all'),
    },
  },
  donations: {
    sample: { donor_name: 'Donante', amount: 1000, currency: 'USD', status: 'succeeded' },
    change: { notes: 'Revisado' },
    access: {
      anon: NONE,
      member: NONE,
      editor: NONE,
      pastoral: NONE,
      admin: rules('all', 'all', 'all', 'all'),
    },
  },
  // The year's statements ZIP runs: the background function (service role) writes, admins read (20251118100000).
  statement_archives: {
    sample: { year: 2030 },
    change: { state: 'failed', error: 'Detenido a mano' },
    fixtures: [{ year: 2029, state: 'failed', error: 'La preparación se interrumpió sin terminar.' }],
    access: {
      anon: NONE,
      member: NONE,
      editor: NONE,
      pastoral: NONE,
      admin: rules('all', 'none', 'none', 'none'),
    },
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
  fileSizeLimit: number;
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
/** `rights` for the `holders`, nothing for everyone else. */
const granted = (rights: BucketAccess, ...holders: Actor[]) =>
  Object.fromEntries(ACTORS.map((actor) => [actor, holders.includes(actor) ? rights : NOTHING])) as Record<
    Actor,
    BucketAccess
  >;
const staffOnly = (...managers: Actor[]) => granted(MANAGE, ...managers);
const IMAGES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

export const BUCKETS: Record<string, BucketRules> = {
  testimonial_photos: {
    public: true,
    fileSizeLimit: 2 * 1024 * 1024,
    // AVIF for the upload function's re-encoded copies (20251102090200).
    allowedMimeTypes: [...IMAGES, 'image/avif'],
    // Visitors' photos arrive through the upload function only (20251102100000).
    access: { anon: NOTHING, member: NOTHING, editor: MANAGE, pastoral: MANAGE, admin: MANAGE },
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
    access: staffOnly('admin'),
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
    access: staffOnly(),
  },
  // The staff-upload function signs into it, reads and deletes; the bytes decide the type (20251117000000).
  staff_upload_quarantine: {
    public: false,
    fileSizeLimit: 50 * 1024 * 1024,
    allowedMimeTypes: null,
    access: staffOnly(),
  },
  blog_images: {
    public: true,
    fileSizeLimit: 5 * 1024 * 1024,
    allowedMimeTypes: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
    access: granted(SEE_AND_DELETE, 'editor', 'admin'),
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
    access: granted(SEE_AND_DELETE, 'editor', 'admin'),
  },
  // Public by URL; no one but the service role (the seed) writes here since 20251125100000.
  teaching_media: {
    public: true,
    fileSizeLimit: 50 * 1024 * 1024,
    allowedMimeTypes: ['audio/mpeg', 'audio/mp4', 'audio/x-m4a', 'video/mp4', 'video/webm'],
    access: staffOnly(),
  },
  // SVG can carry script, so no one but the service role writes here (see its migration).
  illustrations: {
    public: true,
    fileSizeLimit: 256 * 1024,
    allowedMimeTypes: ['image/svg+xml'],
    access: staffOnly(),
  },
  // Donors' names, emails and gifts: only the background function writes; admins read, to sign a download.
  statement_archives: {
    public: false,
    fileSizeLimit: 50 * 1024 * 1024,
    allowedMimeTypes: ['application/zip'],
    access: granted({ ...NOTHING, read: true }, 'admin'),
  },
};
