-- Volume costs the sender (issue 30, attack 6). Limits per IPv6 /64 alone cost a stranger nothing: a free
-- /48 holds 65,536 of them. Now every limit also applies to the client's wider block, with numbers a real
-- office never meets, and bot-check challenges are limited by the same keys.
--   narrow key  v4:<address> or v6:<its /64>  (as before)
--   wide key    v4:<address> or v6:<its /48>  (an IPv4 address is already the scarce unit: carrier-grade
--               NAT puts many real phones behind one, so its /24 is not counted together)
--   shared      no usable cf-connecting-ip: one bucket for all such requests (no fail-open)
-- A proof costs more: maxnumber 80,000 (was 50,000), which a mid-range phone (Chromium at 4x CPU slowdown,
-- Lighthouse's phone) still searches whole in under a second (__tests__/browser/quote-form.test.ts measures
-- the worst case); a script pays 40,000 hashes a proof on average, and can have only 30 challenges an hour.
-- Limits, per hour (to change one, recreate its trigger with other arguments):
--   quote_requests, job_applications, newsletter_subscribers   5 per narrow key, 10 per wide key
--   rpc/bot_check_challenge                                     30 per narrow key, 60 per wide key
-- Rows: one per accepted request and key (refused requests write nothing), deleted after the hour
-- (private.purge_abuse_data): the table holds at most limit x keys seen in the last hour.

-- The narrow and the wide key of a request's client, from the edge's header only.
create function private.client_keys(p_headers jsonb, out narrow text, out wide text)
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_address inet;
begin
  begin
    v_address := btrim(p_headers ->> 'cf-connecting-ip')::inet;
  exception when others then
    v_address := null;
  end;
  if v_address is null then
    narrow := 'shared';
    wide := 'shared';
  elsif family(v_address) = 6 then
    narrow := 'v6:' || host(network(set_masklen(v_address, 64))) || '/64';
    wide := 'v6:' || host(network(set_masklen(v_address, 48))) || '/48';
  else
    narrow := 'v4:' || host(v_address);
    wide := narrow;
  end if;
end;
$$;
revoke all on function private.client_keys(jsonb) from public, anon, authenticated;

-- The current request's headers (PostgREST's request.headers), or {} outside a request.
create function private.request_headers()
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
begin
  return coalesce(nullif(current_setting('request.headers', true), '')::jsonb, '{}'::jsonb);
exception when others then
  return '{}'::jsonb;
end;
$$;
revoke all on function private.request_headers() from public, anon, authenticated;

-- What the stored hashes are made of: an HMAC under the daily-rotated Vault key, never the address.
create function private.client_hash(p_key text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select encode(extensions.hmac(p_key, private.vault_secret('rate_limit_key'), 'sha256'), 'hex')
$$;
revoke all on function private.client_hash(text) from public, anon, authenticated, service_role;

-- The sender of the current request, as the mail caps count it (its wide key's hash), or null for staff
-- and server code (no request headers, or a role other than the API's).
create function private.request_sender()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case when current_setting('role', true) in ('anon', 'authenticated')
    then private.client_hash((private.client_keys(private.request_headers())).wide) end
$$;
revoke all on function private.request_sender() from public, anon, authenticated, service_role;

-- Counts one request of `p_bucket` against both keys, or refuses it (PT429, HTTP 429) when either is full.
-- Only the API roles are limited. Two requests from one client at once take the same locks in the same
-- order (wide, then narrow), so neither sees room that the other has just taken.
create function private.take_rate_limit(p_bucket text, p_narrow_max integer, p_wide_max integer, p_window interval)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_keys record;
  v_narrow text;
  v_wide text;
begin
  if current_setting('role', true) not in ('anon', 'authenticated') then
    return;
  end if;
  v_keys := private.client_keys(private.request_headers());
  v_narrow := private.client_hash(v_keys.narrow);
  v_wide := private.client_hash('wide:' || v_keys.wide);
  perform pg_advisory_xact_lock(hashtextextended(p_bucket || ':' || v_wide, 0));
  perform pg_advisory_xact_lock(hashtextextended(p_bucket || ':' || v_narrow, 0));
  if (select count(*) from private.rate_limit_hits h
      where h.bucket = p_bucket and h.client_hash = v_narrow and h.hit_at > now() - p_window) >= p_narrow_max
     or (v_keys.wide <> v_keys.narrow and (select count(*) from private.rate_limit_hits h
      where h.bucket = p_bucket and h.client_hash = v_wide and h.hit_at > now() - p_window) >= p_wide_max) then
    raise exception using
      errcode = 'PT429',
      message = 'rate_limited',
      detail = format('At most %s per %s from one address, %s from its network.', p_narrow_max, p_window, p_wide_max);
  end if;
  insert into private.rate_limit_hits (bucket, client_hash) values (p_bucket, v_narrow);
  if v_keys.wide <> v_keys.narrow then
    insert into private.rate_limit_hits (bucket, client_hash) values (p_bucket, v_wide);
  end if;
end;
$$;
revoke all on function private.take_rate_limit(text, integer, integer, interval) from public, anon, authenticated, service_role;

-- Trigger arguments: bucket, maximum per narrow key, window, maximum per wide key.
create or replace function private.enforce_rate_limit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.take_rate_limit(tg_argv[0], tg_argv[1]::integer, coalesce(tg_argv[3], tg_argv[1])::integer, tg_argv[2]::interval);
  return new;
end;
$$;
revoke all on function private.enforce_rate_limit() from public, anon, authenticated, service_role;

drop trigger quote_requests_limit_rate on public.quote_requests;
create trigger quote_requests_limit_rate
  before insert on public.quote_requests
  for each row execute function private.enforce_rate_limit('quote', '5', '1 hour', '10');
drop trigger newsletter_subscribers_limit_rate on public.newsletter_subscribers;
create trigger newsletter_subscribers_limit_rate
  before insert on public.newsletter_subscribers
  for each row execute function private.enforce_rate_limit('newsletter', '5', '1 hour', '10');
drop trigger job_applications_limit_rate on public.job_applications;
create trigger job_applications_limit_rate
  before insert on public.job_applications
  for each row execute function private.enforce_rate_limit('application', '5', '1 hour', '10');

-- Challenges cost the sender too: each one counts against the client's keys (a person focusing two or three
-- forms, with a retry or two, asks for a handful an hour).
create or replace function public.bot_check_challenge()
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.take_rate_limit('challenge', 30, 60, interval '1 hour');
  return private.bot_check_challenge_at(now());
end;
$$;
revoke all on function public.bot_check_challenge() from public;
grant execute on function public.bot_check_challenge() to anon, authenticated, service_role;

drop function private.client_key(jsonb);

-- BOT_CHECK_MAXNUMBER in src/lib/bot-check/challenge.ts; __tests__/database/bot-check.test.ts holds them equal.
create or replace function private.bot_check_challenge_at(p_now timestamptz)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_maxnumber constant integer := 80000;
  -- The trailing "&" ends the parameters, so digits of the number cannot be moved into them.
  v_salt text := encode(extensions.gen_random_bytes(12), 'hex')
    || '?expires=' || floor(extract(epoch from p_now + interval '1 hour'))::bigint || '&';
  v_number integer := (('x' || encode(extensions.gen_random_bytes(4), 'hex'))::bit(32)::bigint % (v_maxnumber + 1))::integer;
  v_challenge text := encode(extensions.digest(v_salt || v_number::text, 'sha256'), 'hex');
begin
  return jsonb_build_object(
    'algorithm', 'SHA-256',
    'challenge', v_challenge,
    'maxnumber', v_maxnumber,
    'salt', v_salt,
    'signature', encode(extensions.hmac(v_challenge, private.vault_secret('bot_check_key'), 'sha256'), 'hex')
  );
end;
$$;
revoke all on function private.bot_check_challenge_at(timestamptz) from public, anon, authenticated, service_role;
