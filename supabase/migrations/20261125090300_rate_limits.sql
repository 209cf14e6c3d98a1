-- Per-client rate limits on the two tables visitors write to: at most 5 quotes and 5 newsletter
-- sign-ups an hour from one client address. A refusal raises SQLSTATE PT429, which PostgREST
-- answers with HTTP 429 (PostgREST docs, "Errors": a PTxyz code sets the status xyz); the forms
-- show "too many" with the phone number.
--
-- The client address comes from the request headers PostgREST hands to Postgres
-- (request.headers). Supabase's API sits behind Cloudflare, which sets cf-connecting-ip to the
-- address that connected to it and overwrites any value a client sends; x-real-ip and the first
-- x-forwarded-for entry are fall-backs for other proxies. Without request headers (service
-- role on a direct connection, SQL editor, migrations) and for the service_role, no limit applies.
--
-- Privacy: only a salted SHA-256 of the address is kept, and each hit is deleted once it is
-- older than the window.

create table private.rate_limit_salt (
  singleton boolean primary key default true check (singleton),
  salt text not null default gen_random_uuid()::text
);
insert into private.rate_limit_salt default values;

create table private.rate_limit_hits (
  bucket text not null,
  client_hash text not null,
  hit_at timestamptz not null default now()
);
create index rate_limit_hits_bucket_client_idx on private.rate_limit_hits (bucket, client_hash, hit_at);

alter table private.rate_limit_salt enable row level security;
alter table private.rate_limit_hits enable row level security;
revoke all on table private.rate_limit_salt, private.rate_limit_hits from public, anon, authenticated;

-- The requesting client's address, or null outside an API request.
create function private.client_address()
returns text
language sql
stable
set search_path = ''
as $$
  select nullif(btrim(coalesce(
    h ->> 'cf-connecting-ip',
    h ->> 'x-real-ip',
    split_part(h ->> 'x-forwarded-for', ',', 1)
  )), '')
  from (select nullif(current_setting('request.headers', true), '')::jsonb as h) headers
$$;

-- Trigger arguments: bucket name, maximum rows, window (an interval).
-- SECURITY DEFINER: anon can read neither the salt nor the hits.
create function private.enforce_rate_limit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_bucket constant text := tg_argv[0];
  v_max constant integer := tg_argv[1]::integer;
  v_window constant interval := tg_argv[2]::interval;
  v_address text := private.client_address();
  v_hash text;
begin
  if v_address is null or current_setting('role', true) = 'service_role' then
    return new;
  end if;

  v_hash := encode(sha256(convert_to((select s.salt from private.rate_limit_salt s) || v_address, 'UTF8')), 'hex');
  -- Two requests from one client at once must not both see room for one more.
  perform pg_advisory_xact_lock(hashtextextended(v_bucket || ':' || v_hash, 0));

  delete from private.rate_limit_hits h where h.bucket = v_bucket and h.hit_at < now() - v_window;

  if (select count(*) from private.rate_limit_hits h where h.bucket = v_bucket and h.client_hash = v_hash) >= v_max then
    raise exception using
      errcode = 'PT429',
      message = 'rate_limited',
      detail = format('At most %s per %s from one address.', v_max, v_window);
  end if;

  insert into private.rate_limit_hits (bucket, client_hash) values (v_bucket, v_hash);
  return new;
end;
$$;

revoke all on function private.client_address() from public;
revoke all on function private.enforce_rate_limit() from public;

create trigger quote_requests_limit_rate
  before insert on public.quote_requests
  for each row execute function private.enforce_rate_limit('quote', '5', '1 hour');

-- Named to fire before newsletter_subscribers_skip_known_address (triggers fire in name order),
-- so a repeated address counts too.
create trigger newsletter_subscribers_limit_rate
  before insert on public.newsletter_subscribers
  for each row execute function private.enforce_rate_limit('newsletter', '5', '1 hour');
