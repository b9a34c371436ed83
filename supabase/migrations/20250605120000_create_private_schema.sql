-- Helpers that policies and triggers call but the API must never expose. PostgREST serves only the
-- `public` schema, and the API roles get no usage on this one, so nothing here is reachable by name.
create schema if not exists private;
revoke all on schema private from public;

comment on schema private is 'Helpers for policies and triggers; never exposed through the API.';

-- Keeps updated_at honest whoever writes the row (admin, service role, a SQL console).
create function private.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

revoke all on function private.set_updated_at() from public;
