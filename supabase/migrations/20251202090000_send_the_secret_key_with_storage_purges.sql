-- The daily purge of expired uploads calls Storage through the API gateway. With the new API keys the
-- gateway wants the key in `apikey` (a secret key only as the Bearer is refused: "No API key found in
-- request"), so the key goes in both headers, which suits a legacy service_role JWT as well. The key is
-- read from Vault as `secret_key` (sb_secret_…), else the legacy `service_role_key` (DEPLOY.md).
create or replace function private.purge_expired_uploads()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  base_url text;
  api_key text;
  due record;
  requested integer := 0;
begin
  perform private.forget_applications_past_retention();
  if to_regclass('vault.decrypted_secrets') is not null then
    select d.decrypted_secret into base_url from vault.decrypted_secrets d where d.name = 'project_url';
    select coalesce(
      (select d.decrypted_secret from vault.decrypted_secrets d where d.name = 'secret_key'),
      (select d.decrypted_secret from vault.decrypted_secrets d where d.name = 'service_role_key')
    ) into api_key;
  end if;
  if base_url is null or api_key is null
    or not exists (select 1 from pg_proc p where p.proname = 'http_delete' and p.pronamespace::regnamespace::text = 'net') then
    raise warning 'Faltan los secretos project_url/secret_key en Vault o la extensión pg_net: no se borran archivos vencidos.';
    return 0;
  end if;
  for due in select * from private.uploads_past_retention() loop
    -- Object names keep to Storage's key characters; only space and ? need escaping in a URL path.
    perform net.http_delete(
      url := rtrim(base_url, '/') || '/storage/v1/object/' || due.bucket_id || '/'
        || replace(replace(due.name, ' ', '%20'), '?', '%3F'),
      headers := jsonb_build_object('apikey', api_key, 'Authorization', 'Bearer ' || api_key)
    );
    requested := requested + 1;
  end loop;
  return requested;
end;
$$;

revoke all on function private.purge_expired_uploads() from public;
