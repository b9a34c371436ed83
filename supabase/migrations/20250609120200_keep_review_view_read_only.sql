-- The review view reads from a function, so Postgres no longer treats it as automatically updatable: a
-- write would fail in the rewriter with 55000 ("cannot insert into view"), which the API answers as a
-- server error (500) before any permission check. INSTEAD OF triggers make the view formally writable,
-- so Postgres checks privileges first and answers 42501 (401/403), as for any other refused write. No API
-- role holds a write privilege on the view, so the trigger body only runs for a superuser's SQL console.
create function private.refuse_review_view_writes()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'permission denied for view testimonials_for_review'
    using errcode = '42501', hint = 'Moderate through public.testimonials.';
end;
$$;

revoke all on function private.refuse_review_view_writes() from public;

comment on function private.refuse_review_view_writes() is
  'Keeps the testimonials_for_review view read-only with a permission error instead of a rewrite error.';

create trigger refuse_writes instead of insert or update or delete on public.testimonials_for_review
for each row execute function private.refuse_review_view_writes();
