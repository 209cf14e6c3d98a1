-- Rate limits keyed on an address a client cannot forge, with no way around them:
--   * the address is cf-connecting-ip only. Supabase's API is served through Cloudflare, which
--     sets that header to the address that connected to it and replaces any value a client sends;
--     x-forwarded-for and x-real-ip pass through what the client wrote (supabase/supabase
--     discussion #34647 shows a spoofed x-forwarded-for reaching request.headers), so neither is read;
--   * IPv6 counts per /64 (one subscriber's whole prefix), IPv4 per address;
--   * a request of an API role (anon, authenticated) without a usable address counts in one
--     shared bucket, with the same limit: no request goes unlimited (no fail-open);
--   * the stored key is an HMAC-SHA-256 of that address under `rate_limit_key`, a Vault secret
--     (not a salt beside the hashes), rotated daily by the schedule (supabase/schedule/);
--   * staff and server code (postgres, service_role) are not limited.
-- Hits older than the window are deleted hourly by private.purge_abuse_data (…_retention.sql).

select private.ensure_vault_secret('rate_limit_key', 'HMAC key of the rate limits'' client keys; rotated daily');

drop function private.client_address();
drop table private.rate_limit_salt;

-- What a request is counted as: "v4:<address>", "v6:<its /64>", or "shared" when the edge's
-- header is missing or not an address.
create function private.client_key(p_headers jsonb)
returns text
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
    return 'shared';
  end;
  if v_address is null then
    return 'shared';
  elsif family(v_address) = 6 then
    return 'v6:' || host(network(set_masklen(v_address, 64))) || '/64';
  else
    return 'v4:' || host(v_address);
  end if;
end;
$$;
revoke all on function private.client_key(jsonb) from public, anon, authenticated;

create or replace function private.enforce_rate_limit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_bucket constant text := tg_argv[0];
  v_max constant integer := tg_argv[1]::integer;
  v_window constant interval := tg_argv[2]::interval;
  v_headers jsonb;
  v_hash text;
begin
  if current_setting('role', true) not in ('anon', 'authenticated') then
    return new;
  end if;
  begin
    v_headers := nullif(current_setting('request.headers', true), '')::jsonb;
  exception when others then
    v_headers := null;
  end;
  v_hash := encode(extensions.hmac(private.client_key(coalesce(v_headers, '{}'::jsonb)), private.vault_secret('rate_limit_key'), 'sha256'), 'hex');
  -- Two requests from one client at once must not both see room for one more.
  perform pg_advisory_xact_lock(hashtextextended(v_bucket || ':' || v_hash, 0));

  if (select count(*) from private.rate_limit_hits h
      where h.bucket = v_bucket and h.client_hash = v_hash and h.hit_at > now() - v_window) >= v_max then
    raise exception using
      errcode = 'PT429',
      message = 'rate_limited',
      detail = format('At most %s per %s from one address.', v_max, v_window);
  end if;

  insert into private.rate_limit_hits (bucket, client_hash) values (v_bucket, v_hash);
  return new;
end;
$$;
revoke all on function private.enforce_rate_limit() from public, anon, authenticated;

-- Abuse-protection data lives one hour at most: the schedule calls this every hour
-- (supabase/schedule/retention.sql). Returns how many rows it deleted.
create function private.purge_abuse_data(p_now timestamptz)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_hits integer;
  v_proofs integer;
begin
  delete from private.rate_limit_hits h where h.hit_at <= p_now - interval '1 hour';
  get diagnostics v_hits = row_count;
  delete from private.spent_bot_proofs p where p.expires_at <= p_now;
  get diagnostics v_proofs = row_count;
  return v_hits + v_proofs;
end;
$$;
revoke all on function private.purge_abuse_data(timestamptz) from public, anon, authenticated, service_role;
