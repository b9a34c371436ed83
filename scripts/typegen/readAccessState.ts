import type { Queryable } from '@palabra-viva/local-supabase';

/** Who holds a privilege; `public` is every role (PUBLIC). */
export interface Grant {
  grantee: string;
  privilege: string;
  /** Column grants only: the columns, in table order. */
  columns?: string[];
}

export interface Policy {
  name: string;
  permissive: boolean;
  command: string;
  roles: string[];
  using: string | null;
  withCheck: string | null;
}

export interface RelationAccess {
  name: string;
  kind: 'table' | 'view';
  comment: string | null;
  rowLevelSecurity: boolean;
  forceRowLevelSecurity: boolean;
  /** Views: security_invoker and security_barrier, as `with (…)` options. */
  options: string[];
  grants: Grant[];
  policies: Policy[];
}

export interface FunctionAccess {
  /** `name(argument types)`. */
  signature: string;
  securityDefiner: boolean;
  grants: Grant[];
}

export interface BucketAccess {
  id: string;
  public: boolean;
  fileSizeLimit: number | null;
  allowedMimeTypes: string[] | null;
}

/** The access state of the API's schema and of Storage, as the catalog holds it after every migration. */
export interface AccessState {
  relations: RelationAccess[];
  functions: FunctionAccess[];
  buckets: BucketAccess[];
  /** Policies on Storage's tables (storage.objects, by bucket_id): the migrations write them too. */
  storagePolicies: (Policy & { relation: string })[];
}

// A null ACL means the object's defaults (acldefault); the owner's own privileges are not access anyone
// was given, so they are left out.
const RELATIONS = `
  select c.relname::text as name, case when c.relkind in ('v', 'm') then 'view' else 'table' end as kind,
         obj_description(c.oid, 'pg_class') as comment, c.relrowsecurity as rls, c.relforcerowsecurity as force,
         coalesce(array(select o from unnest(c.reloptions) o order by o), '{}') as options
  from pg_class c
  where c.relnamespace = $1::regnamespace and c.relkind in ('r', 'p', 'v', 'm')
  order by c.relname`;

const TABLE_GRANTS = `
  select c.relname::text as relation, case when a.grantee = 0 then 'public' else pg_get_userbyid(a.grantee)::text end as grantee,
         lower(a.privilege_type) as privilege
  from pg_class c, aclexplode(coalesce(c.relacl, acldefault('r', c.relowner))) a
  where c.relnamespace = $1::regnamespace and c.relkind in ('r', 'p', 'v', 'm') and a.grantee <> c.relowner`;

const COLUMN_GRANTS = `
  select c.relname::text as relation, case when a.grantee = 0 then 'public' else pg_get_userbyid(a.grantee)::text end as grantee,
         lower(a.privilege_type) as privilege, array_agg(att.attname::text order by att.attnum) as columns
  from pg_class c
  join pg_attribute att on att.attrelid = c.oid and att.attnum > 0 and not att.attisdropped,
  aclexplode(att.attacl) a
  where c.relnamespace = $1::regnamespace and c.relkind in ('r', 'p', 'v', 'm') and a.grantee <> c.relowner
  group by 1, 2, 3`;

const POLICIES = `
  select tablename::text as relation, policyname::text as name, permissive = 'PERMISSIVE' as permissive,
         lower(cmd) as command, array(select r::text from unnest(roles) r order by r) as roles,
         qual as using, with_check
  from pg_policies where schemaname = $1
  order by tablename, policyname`;

const FUNCTIONS = `
  select p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' as signature,
         p.prosecdef as security_definer,
         coalesce(jsonb_agg(jsonb_build_object(
           'grantee', case when a.grantee = 0 then 'public' else pg_get_userbyid(a.grantee)::text end,
           'privilege', lower(a.privilege_type))) filter (where a.grantee <> p.proowner), '[]') as grants
  from pg_proc p, aclexplode(coalesce(p.proacl, acldefault('f', p.proowner))) a
  where p.pronamespace = $1::regnamespace
  group by p.oid
  order by 1`;

const BUCKETS = `
  select id, public, file_size_limit::float8 as file_size_limit, allowed_mime_types
  from storage.buckets order by id`;

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Reads `schema`'s relations and functions with their grants and policies, and Storage's buckets. */
export async function readAccessState(db: Queryable, schema = 'public'): Promise<AccessState> {
  const [relations, tableGrants, columnGrants, policies, functions, buckets, storagePolicies] =
    await Promise.all([
      db.query<{
        name: string;
        kind: 'table' | 'view';
        comment: string | null;
        rls: boolean;
        force: boolean;
        options: string[];
      }>(RELATIONS, [schema]),
      db.query<{ relation: string } & Grant>(TABLE_GRANTS, [schema]),
      db.query<{ relation: string } & Grant>(COLUMN_GRANTS, [schema]),
      db.query<PolicyRow>(POLICIES, [schema]),
      db.query<{ signature: string; security_definer: boolean; grants: Grant[] }>(FUNCTIONS, [schema]),
      db.query<{
        id: string;
        public: boolean;
        file_size_limit: number | null;
        allowed_mime_types: string[] | null;
      }>(BUCKETS),
      db.query<PolicyRow>(POLICIES, ['storage']),
    ]);
  const grantsOf = (relation: string): Grant[] => [
    ...tableGrants.rows
      .filter((g) => g.relation === relation)
      .map(({ grantee, privilege }) => ({ grantee, privilege })),
    ...columnGrants.rows
      .filter((g) => g.relation === relation)
      .map(({ grantee, privilege, columns }) => ({ grantee, privilege, columns })),
  ];
  return {
    relations: relations.rows.map((row) => ({
      name: row.name,
      kind: row.kind,
      comment: row.comment,
      rowLevelSecurity: row.rls,
      forceRowLevelSecurity: row.force,
      options: row.options,
      grants: grantsOf(row.name),
      policies: policies.rows.filter((p) => p.relation === row.name).map(toPolicy),
    })),
    functions: functions.rows
      .map((row) => ({ signature: row.signature, securityDefiner: row.security_definer, grants: row.grants }))
      .sort((a, b) => byName(a.signature, b.signature)),
    buckets: buckets.rows.map((row) => ({
      id: row.id,
      public: row.public,
      fileSizeLimit: row.file_size_limit,
      allowedMimeTypes: row.allowed_mime_types,
    })),
    storagePolicies: storagePolicies.rows.map((row) => ({ relation: row.relation, ...toPolicy(row) })),
  };
}

interface PolicyRow {
  relation: string;
  name: string;
  permissive: boolean;
  command: string;
  roles: string[];
  using: string | null;
  with_check: string | null;
}

const toPolicy = ({ name, permissive, command, roles, using, with_check }: PolicyRow): Policy => ({
  name,
  permissive,
  command,
  roles,
  using,
  withCheck: with_check,
});
