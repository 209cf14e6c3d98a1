-- A proof-of-work bot check on the server, with no third party: ALTCHA's v1 format, made and
-- verified by Postgres itself with pgcrypto (CONTRACT-22.md, item 1).
--
--   public.bot_check_challenge()  anon may call it (POST /rest/v1/rpc/bot_check_challenge); returns
--       {"algorithm":"SHA-256","challenge":hex,"maxnumber":int,"salt":"<hex>?expires=<unix s>&","signature":hex}
--       where challenge = hex(sha256(salt || number)) for a secret random number <= maxnumber, and
--       signature = hex(hmac_sha256(challenge, key)). The browser (altcha widget) finds the number.
--   bot_proof                     a column of quote_requests and newsletter_subscribers the browser
--       fills with base64(JSON {algorithm, challenge, number, salt, signature}). A BEFORE INSERT trigger
--       checks it (hash, signature, not expired, never used before), records it as spent and clears
--       it, so it is never stored in the row. A refusal raises SQLSTATE PT403 (PostgREST: HTTP 403),
--       message bot_check_failed.
--
-- The key is a Vault secret (supabase_vault; `bot_check_key`, made here if missing) that only
-- SECURITY DEFINER functions of schema private read. The check applies to the API roles (anon,
-- authenticated); staff and server code (postgres, service_role) insert without a proof.
--
-- Time: every decision takes "now" as a parameter (tests pass their own); the public entry
-- points pass now().

create extension if not exists pgcrypto with schema extensions;

-- One reader for every secret the migrations keep in Vault. Never executable by the API roles.
create function private.vault_secret(p_name text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select s.decrypted_secret from vault.decrypted_secrets s where s.name = p_name
$$;
revoke all on function private.vault_secret(text) from public, anon, authenticated, service_role;

-- Makes a random 32-byte secret in Vault unless one of that name exists.
create function private.ensure_vault_secret(p_name text, p_description text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not exists (select 1 from vault.decrypted_secrets s where s.name = p_name) then
    perform vault.create_secret(encode(extensions.gen_random_bytes(32), 'hex'), p_name, p_description);
  end if;
end;
$$;
revoke all on function private.ensure_vault_secret(text, text) from public, anon, authenticated, service_role;

-- A new random value for a secret (rotation); callable by the schedule or staff only.
create function private.rotate_vault_secret(p_name text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid := (select s.id from vault.decrypted_secrets s where s.name = p_name);
begin
  if v_id is null then
    raise exception 'no Vault secret named %', p_name;
  end if;
  perform vault.update_secret(v_id, encode(extensions.gen_random_bytes(32), 'hex'));
end;
$$;
revoke all on function private.rotate_vault_secret(text) from public, anon, authenticated, service_role;

select private.ensure_vault_secret('bot_check_key', 'HMAC key of the bot check (ALTCHA signatures)');

-- Proofs already used, kept until their challenge expires (then purged by the hourly schedule).
create table private.spent_bot_proofs (
  challenge text primary key,
  expires_at timestamptz not null
);
create index spent_bot_proofs_expires_at_idx on private.spent_bot_proofs (expires_at);
alter table private.spent_bot_proofs enable row level security;
revoke all on table private.spent_bot_proofs from public, anon, authenticated;

-- Work per challenge: the solver tries on average half of maxnumber SHA-256 hashes; 50,000 takes
-- a mid-range phone well under a second. A challenge stays valid for an hour (a long form).
create function private.bot_check_challenge_at(p_now timestamptz)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_maxnumber constant integer := 50000;
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

create function public.bot_check_challenge()
returns jsonb
language sql
volatile
security definer
set search_path = ''
as $$
  select private.bot_check_challenge_at(now())
$$;
revoke all on function public.bot_check_challenge() from public;
grant execute on function public.bot_check_challenge() to anon, authenticated, service_role;

-- True when the proof is a genuine, unexpired, unused solution; it is then recorded as spent
-- (inside the caller's transaction: a refused insert rolls the spending back with it).
create function private.spend_bot_proof(p_proof text, p_now timestamptz)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_payload jsonb;
  v_salt text;
  v_challenge text;
  v_number text;
  v_expires bigint;
begin
  if p_proof is null or char_length(p_proof) > 2000 then
    return false;
  end if;
  begin
    v_payload := convert_from(decode(p_proof, 'base64'), 'UTF8')::jsonb;
  exception when others then
    return false;
  end;
  if jsonb_typeof(v_payload) <> 'object' or v_payload ->> 'algorithm' is distinct from 'SHA-256' then
    return false;
  end if;
  v_salt := v_payload ->> 'salt';
  v_challenge := lower(v_payload ->> 'challenge');
  v_number := v_payload ->> 'number';
  if v_salt is null or v_challenge is null or v_number is null or v_number !~ '^[0-9]{1,9}$'
     or v_salt !~ '^[0-9a-f]{24}\?expires=[0-9]{1,12}&$' then
    return false;
  end if;
  v_expires := substring(v_salt from 'expires=([0-9]+)&$')::bigint;
  if to_timestamp(v_expires) <= p_now then
    return false;
  end if;
  if encode(extensions.digest(v_salt || (v_number::integer)::text, 'sha256'), 'hex') <> v_challenge
     or encode(extensions.hmac(v_challenge, private.vault_secret('bot_check_key'), 'sha256'), 'hex')
        <> lower(coalesce(v_payload ->> 'signature', '')) then
    return false;
  end if;
  insert into private.spent_bot_proofs (challenge, expires_at)
  values (v_challenge, to_timestamp(v_expires))
  on conflict (challenge) do nothing;
  return found;
end;
$$;
revoke all on function private.spend_bot_proof(text, timestamptz) from public, anon, authenticated, service_role;

-- The trigger for every table the public forms write to (the hiring form's table attaches it too).
create function private.require_bot_proof()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if current_setting('role', true) in ('anon', 'authenticated')
     and not private.spend_bot_proof(new.bot_proof, now()) then
    raise exception using errcode = 'PT403', message = 'bot_check_failed',
      hint = 'Get a new challenge from rpc/bot_check_challenge and solve it.';
  end if;
  new.bot_proof := null;
  return new;
end;
$$;
revoke all on function private.require_bot_proof() from public, anon, authenticated, service_role;

alter table public.quote_requests
  add column bot_proof text constraint quote_requests_bot_proof_not_kept check (bot_proof is null);
alter table public.newsletter_subscribers
  add column bot_proof text constraint newsletter_subscribers_bot_proof_not_kept check (bot_proof is null);
comment on column public.quote_requests.bot_proof is 'Write-only: the browser''s bot-check proof, checked and cleared on insert.';
comment on column public.newsletter_subscribers.bot_proof is 'Write-only: the browser''s bot-check proof, checked and cleared on insert.';
grant insert (bot_proof) on table public.quote_requests, public.newsletter_subscribers to anon;

-- Triggers fire in name order: "bot_check" before "limit_rate" and "skip_known_address", so a
-- bot spends none of a visitor's rate limit and a repeated address still needs a proof.
create trigger quote_requests_bot_check
  before insert on public.quote_requests
  for each row execute function private.require_bot_proof();
create trigger newsletter_subscribers_bot_check
  before insert on public.newsletter_subscribers
  for each row execute function private.require_bot_proof();
