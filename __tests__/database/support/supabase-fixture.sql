-- A minimal stand-in for what a Supabase project has before any migration of ours runs:
-- the API roles, the storage schema's tables and helper functions as Supabase's storage
-- service creates them (supabase/storage, migrations/tenant: 0002 storage schema, 0007 public
-- buckets, 0012/0014 bucket limits, 0036 immutable helpers), with row-level security on.
-- The `legacy_default_grants` setting reproduces projects created before Supabase stopped
-- granting new public tables to the API roles, so our explicit revokes are tested too.

create role anon nologin noinherit;
create role authenticated nologin noinherit;
create role service_role nologin noinherit bypassrls;
create role authenticator noinherit login;
grant anon, authenticated, service_role to authenticator;
create role supabase_storage_admin noinherit createrole login;

grant usage on schema public to postgres, anon, authenticated, service_role;

create schema storage authorization supabase_storage_admin;
grant usage on schema storage to postgres, anon, authenticated, service_role;

create table storage.buckets (
  id text not null primary key,
  name text not null,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  owner_id text
);
create unique index bname on storage.buckets using btree (name);

create table storage.objects (
  id uuid not null default gen_random_uuid() primary key,
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  owner_id text,
  user_metadata jsonb
);
create unique index bucketid_objname on storage.objects using btree (bucket_id, name);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;

create function storage.foldername(name text) returns text[] language plpgsql immutable as $function$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1 : array_length(_parts, 1) - 1];
end
$function$;

create function storage.filename(name text) returns text language plpgsql immutable as $function$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[array_length(_parts, 1)];
end
$function$;

create function storage.extension(name text) returns text language plpgsql immutable as $function$
declare
  _parts text[];
  _filename text;
begin
  select string_to_array(name, '/') into _parts;
  select _parts[array_length(_parts, 1)] into _filename;
  return reverse(split_part(reverse(_filename), '.', 1));
end
$function$;

alter table storage.buckets owner to supabase_storage_admin;
alter table storage.objects owner to supabase_storage_admin;
alter function storage.foldername(text) owner to supabase_storage_admin;
alter function storage.filename(text) owner to supabase_storage_admin;
alter function storage.extension(text) owner to supabase_storage_admin;

-- Storage grants the API roles everything on its tables and leaves the rest to RLS policies.
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;
grant execute on all functions in schema storage to anon, authenticated, service_role;

do $$
begin
  if current_setting('fixture.legacy_default_grants', true) = 'on' then
    alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
    alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
    alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
  end if;
end
$$;

-- Supabase installs extensions such as pgcrypto in the `extensions` schema (the test harness
-- loads PGlite's pgcrypto build; the migrations run `create extension ... with schema extensions`).
create schema if not exists extensions;
grant usage on schema extensions to postgres, anon, authenticated, service_role;

-- A stand-in for Supabase Vault (the supabase_vault extension, schema `vault`) with the same
-- interface the migrations use: vault.create_secret, vault.update_secret and the view
-- vault.decrypted_secrets. Real Vault stores the secret encrypted (pgsodium / libsodium); here it
-- is kept as it is, which is all a test needs. Neither the API roles nor PUBLIC can read it.
create schema vault;
create table vault.secrets (
  id uuid primary key default gen_random_uuid(),
  name text unique,
  description text not null default '',
  secret text not null,
  key_id uuid,
  nonce bytea,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create view vault.decrypted_secrets as
  select id, name, description, secret, secret as decrypted_secret, key_id, nonce, created_at, updated_at
  from vault.secrets;
create function vault.create_secret(new_secret text, new_name text default null, new_description text default '', new_key_id uuid default null)
returns uuid language sql as $function$
  insert into vault.secrets (secret, name, description, key_id) values (new_secret, new_name, new_description, new_key_id) returning id
$function$;
create function vault.update_secret(secret_id uuid, new_secret text default null, new_name text default null, new_description text default null, new_key_id uuid default null)
returns void language sql as $function$
  update vault.secrets set secret = coalesce(new_secret, secret), name = coalesce(new_name, name),
    description = coalesce(new_description, description), updated_at = now()
  where id = secret_id
$function$;
revoke all on schema vault from public;
revoke all on all tables in schema vault from public, anon, authenticated, service_role;
revoke all on all functions in schema vault from public;
-- The project's URL, as the README asks staff to store it before the schedule is set up.
select vault.create_secret('https://abcdefghijklmnop.supabase.co', 'project_url');
