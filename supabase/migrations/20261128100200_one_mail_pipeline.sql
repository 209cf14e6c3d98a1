-- One mail pipeline for every e-mail the site sends (issue 30): an outbox of mails to send, each with its
-- kind, recipient, idempotency key and lifetime, claimed by the Edge Functions (notify-quote,
-- notify-application, and later kinds) through the functions below, never by hand-written queries of
-- their own. What it guarantees, whichever function sends:
--   * office mail (the quote to the office, late files, the application to the hiring manager, a late
--     résumé) is claimed on its own and never waits behind mail to prospects;
--   * mail to an address a visitor typed ("prospect" mail: acknowledgements, newsletter confirmations)
--     goes through one claim under one lock, so two sweeps at the same moment cannot pass a cap, and every
--     kind counts against the same caps (private.mail_caps): per hour for the whole site, per sender (the
--     network that submitted the form, private.request_sender), per recipient domain; per normalised
--     address per day across kinds, and per address and kind (private.mail_kinds); the suppression list;
--   * addresses are compared normalised: lower case, no +tag, no dots in a Gmail address;
--   * each claim carries its own token; a worker whose lease ran out changes nothing.
-- A new kind of mail is a row of private.mail_kinds and a call of private.queue_mail where its source is
-- saved (supabase/README.md, "Adding a kind of mail").

-- "Dana.Smith+quotes@GoogleMail.com" and "danasmith@gmail.com" reach one inbox: one key.
create function private.normalized_email(p_email text)
returns text
language sql
immutable
set search_path = ''
as $$
  with parts as (
    select split_part(split_part(e, '@', 1), '+', 1) as local,
           case when split_part(e, '@', 2) = 'googlemail.com' then 'gmail.com' else split_part(e, '@', 2) end as domain
    from (select lower(btrim(p_email)) as e) address
  )
  select case when domain = 'gmail.com' then replace(local, '.', '') else local end || '@' || domain from parts
$$;
revoke all on function private.normalized_email(text) from public, anon, authenticated;

create table private.mail_kinds (
  kind text primary key constraint mail_kinds_kind_check check (kind ~ '^[a-z]+(_[a-z]+)*$'),
  audience text not null constraint mail_kinds_audience_check check (audience in ('office', 'prospect')),
  -- Prospect mail: at most per_address of this kind to one normalised address in per_address_window;
  -- more are skipped ('daily_limit').
  per_address integer,
  per_address_window interval,
  -- A mail still unsent this long after its source was saved is given up (it stays listed for staff).
  lifetime interval not null,
  constraint mail_kinds_prospect_limits check ((audience = 'prospect') = (per_address is not null and per_address_window is not null))
);
alter table private.mail_kinds enable row level security;
revoke all on table private.mail_kinds from public, anon, authenticated;
insert into private.mail_kinds (kind, audience, per_address, per_address_window, lifetime) values
  ('quote_office', 'office', null, null, interval '1 day'),
  ('quote_late_files', 'office', null, null, interval '1 day'),
  ('quote_acknowledgement', 'prospect', 1, interval '24 hours', interval '1 day'),
  ('application_hiring', 'office', null, null, interval '1 day'),
  ('application_late_resume', 'office', null, null, interval '1 day'),
  ('application_acknowledgement', 'prospect', 1, interval '24 hours', interval '1 day'),
  -- A repeat sign-up of a pending address sends the link again: two a day at most (the first sign-up may
  -- have been a stranger's, the second the owner's).
  ('newsletter_confirmation', 'prospect', 2, interval '24 hours', interval '7 days');

-- The caps on prospect mail, for all kinds together. The site's real volume is a few quotes, sign-ups and
-- applications a day; the hourly cap is about twelve times its busiest hour. The narrower caps bite long
-- before it: a stranger needs 15 networks (IPv6 /48s or IPv4 addresses) and mail to 8 domains to fill it,
-- and each address they type gets one acknowledgement a day.
create table private.mail_caps (
  singleton boolean primary key default true constraint mail_caps_singleton check (singleton),
  hourly integer not null,
  per_sender_hourly integer not null,
  per_domain_hourly integer not null,
  per_address_daily integer not null
);
alter table private.mail_caps enable row level security;
revoke all on table private.mail_caps from public, anon, authenticated;
insert into private.mail_caps values (true, 60, 4, 8, 4);

create table private.mail_outbox (
  id uuid primary key default gen_random_uuid(),
  kind text not null references private.mail_kinds (kind),
  -- The row the mail is about (a quote, an application, a sign-up): its kind says which table.
  source_id uuid not null,
  -- Sent to the mail provider with the mail: a retry never sends it twice.
  idempotency_key text not null constraint mail_outbox_idempotency_key_key unique,
  -- Prospect mail only: the address as typed, its normalised key and domain.
  recipient text constraint mail_outbox_recipient_check check (char_length(recipient) <= 254),
  recipient_key text,
  recipient_domain text,
  -- The network that submitted the source (private.request_sender()), null for staff and server code.
  sender text,
  not_before timestamptz not null,
  expires_at timestamptz not null,
  status text not null default 'pending' constraint mail_outbox_status_check check (status in ('pending', 'sent', 'skipped')),
  skipped_reason text constraint mail_outbox_skipped_reason_check check (skipped_reason in ('daily_limit', 'suppressed', 'no_longer_needed')),
  attempts integer not null default 0,
  last_error text constraint mail_outbox_last_error_check check (char_length(last_error) <= 2000),
  claim_token uuid,
  claimed_until timestamptz,
  sent_at timestamptz,
  created_at timestamptz not null default now(),
  constraint mail_outbox_recipient_key_check check ((recipient is null) = (recipient_key is null))
);
alter table private.mail_outbox enable row level security;
revoke all on table private.mail_outbox from public, anon, authenticated;
create index mail_outbox_due_idx on private.mail_outbox (not_before) where status = 'pending';
create index mail_outbox_source_idx on private.mail_outbox (source_id);
create index mail_outbox_recipient_idx on private.mail_outbox (recipient_key, sent_at) where recipient_key is not null;
create index mail_outbox_prospect_sent_idx on private.mail_outbox (sent_at) where recipient_key is not null;
-- At most one mail of a kind waits per source (a second sign-up while the first link waits, a second
-- late-files batch while the first waits, join the one pending).
create unique index mail_outbox_one_pending_idx on private.mail_outbox (kind, source_id) where status = 'pending';

-- Queues one mail; nothing when one of its kind waits for the source already or its key was used.
create function private.queue_mail(
  p_kind text, p_source uuid, p_key text, p_recipient text, p_sender text, p_not_before timestamptz, p_since timestamptz
)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  insert into private.mail_outbox (kind, source_id, idempotency_key, recipient, recipient_key, recipient_domain, sender, not_before, expires_at)
  select k.kind, p_source, p_key, p_recipient, private.normalized_email(p_recipient),
         split_part(private.normalized_email(p_recipient), '@', 2), p_sender, p_not_before, p_since + k.lifetime
  from private.mail_kinds k
  where k.kind = p_kind
  on conflict do nothing
$$;
revoke all on function private.queue_mail(text, uuid, text, text, text, timestamptz, timestamptz) from public, anon, authenticated;

-- Whether an outbox row counts against a cap at p_now: sent within the window, or held by a live claim.
create function private.mail_counts(p_status text, p_sent_at timestamptz, p_claimed_until timestamptz, p_now timestamptz, p_window interval)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select (p_status = 'sent' and p_sent_at > p_now - p_window and p_sent_at <= p_now)
      or (p_status = 'pending' and p_claimed_until > p_now)
$$;
revoke all on function private.mail_counts(text, timestamptz, timestamptz, timestamptz, interval) from public, anon, authenticated;

-- What the sources' own columns say about their mail (the staff's view of a quote or an application).
create function private.record_mail_outcome(p_kind text, p_source uuid, p_status text, p_reason text, p_now timestamptz)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  case p_kind
    when 'quote_office' then
      update public.quote_requests set notified_at = coalesce(notified_at, p_now) where id = p_source and p_status = 'sent';
    when 'quote_acknowledgement' then
      update public.quote_requests
      set acknowledged_at = case when p_status = 'sent' then p_now else acknowledged_at end,
          acknowledgement_skipped = case when p_status = 'skipped' and p_reason <> 'no_longer_needed' then p_reason else acknowledgement_skipped end
      where id = p_source;
    when 'application_hiring' then
      update public.job_applications set notified_at = coalesce(notified_at, p_now) where id = p_source and p_status = 'sent';
    when 'application_acknowledgement' then
      update public.job_applications
      set acknowledgement = case when p_status = 'sent' then 'sent' when p_reason <> 'no_longer_needed' then p_reason else acknowledgement end,
          acknowledged_at = case when p_status = 'sent' then p_now else acknowledged_at end
      where id = p_source;
    when 'newsletter_confirmation' then
      update public.newsletter_subscribers set confirmation_skipped = 'suppressed' where id = p_source and p_reason = 'suppressed';
    else
      null; -- other kinds keep their state in the outbox alone
  end case;
end;
$$;
revoke all on function private.record_mail_outcome(text, uuid, text, text, timestamptz) from public, anon, authenticated;

create function private.skip_mail(p_id uuid, p_reason text, p_now timestamptz)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row private.mail_outbox%rowtype;
begin
  update private.mail_outbox set status = 'skipped', skipped_reason = p_reason, claim_token = null, claimed_until = null
  where id = p_id and status = 'pending'
  returning * into v_row;
  if found then
    perform private.record_mail_outcome(v_row.kind, v_row.source_id, 'skipped', p_reason, p_now);
  end if;
end;
$$;
revoke all on function private.skip_mail(uuid, text, timestamptz) from public, anon, authenticated;

-- Office mail due at p_now of the given kinds (of one source when p_source is set), claimed under p_token.
create function private.claim_office_mail(p_kinds text[], p_token uuid, p_now timestamptz, p_limit integer, p_source uuid default null)
returns setof private.mail_outbox
language sql
volatile
security definer
set search_path = ''
as $$
  update private.mail_outbox o
  set claim_token = p_token, claimed_until = p_now + interval '2 minutes'
  where o.id in (
    select c.id
    from private.mail_outbox c
    join private.mail_kinds k on k.kind = c.kind
    where k.audience = 'office' and c.kind = any (p_kinds) and c.status = 'pending'
      and c.not_before <= p_now and c.expires_at > p_now and c.attempts < 5
      and (c.claimed_until is null or c.claimed_until < p_now)
      and (p_source is null or c.source_id = p_source)
    order by c.not_before, c.created_at
    limit p_limit
    for update of c skip locked
  )
  returning o.*
$$;
revoke all on function private.claim_office_mail(text[], uuid, timestamptz, integer, uuid) from public, anon, authenticated;

-- Prospect mail due at p_now, claimed within the caps. One caller at a time (the advisory lock), and a
-- claim counts like a sent mail until it is released, so two sweeps at once cannot pass a cap. Rows of a
-- capped sender or domain stay pending without blocking anyone else's; over a kind's per-address limit, or
-- to a suppressed address, they are skipped for good.
create function private.claim_prospect_mail(p_kinds text[], p_token uuid, p_now timestamptz, p_limit integer, p_source uuid default null)
returns setof private.mail_outbox
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_caps private.mail_caps%rowtype;
  v_row record;
  v_claimed private.mail_outbox%rowtype;
  v_count integer := 0;
begin
  perform pg_advisory_xact_lock(hashtextextended('prospect-mail-caps', 0));
  select * into v_caps from private.mail_caps;
  for v_row in
    with counted as (
      select o.sender, o.recipient_domain from private.mail_outbox o
      where o.recipient_key is not null and private.mail_counts(o.status, o.sent_at, o.claimed_until, p_now, interval '1 hour')
    ), full_senders as (
      select sender from counted where sender is not null group by sender having count(*) >= v_caps.per_sender_hourly
    ), full_domains as (
      select recipient_domain from counted group by recipient_domain having count(*) >= v_caps.per_domain_hourly
    )
    select c.*, k.per_address, k.per_address_window
    from private.mail_outbox c
    join private.mail_kinds k on k.kind = c.kind
    where k.audience = 'prospect' and c.kind = any (p_kinds) and c.status = 'pending'
      and c.not_before <= p_now and c.expires_at > p_now and c.attempts < 5
      and (c.claimed_until is null or c.claimed_until < p_now)
      and (p_source is null or c.source_id = p_source)
      and (c.sender is null or c.sender not in (select sender from full_senders))
      and c.recipient_domain not in (select recipient_domain from full_domains)
    order by c.not_before, c.created_at
    limit greatest(p_limit, 1) * 20
  loop
    exit when v_count >= p_limit;
    if exists (select 1 from private.mail_suppressions m where private.normalized_email(m.email) = v_row.recipient_key) then
      perform private.skip_mail(v_row.id, 'suppressed', p_now);
      continue;
    end if;
    if (select count(*) from private.mail_outbox o
        where o.recipient_key = v_row.recipient_key and o.kind = v_row.kind and o.id <> v_row.id
          and private.mail_counts(o.status, o.sent_at, o.claimed_until, p_now, v_row.per_address_window)) >= v_row.per_address then
      perform private.skip_mail(v_row.id, 'daily_limit', p_now);
      continue;
    end if;
    -- The whole site's hour: once full, nothing more this time.
    exit when (select count(*) from private.mail_outbox o
               where o.recipient_key is not null and private.mail_counts(o.status, o.sent_at, o.claimed_until, p_now, interval '1 hour')) >= v_caps.hourly;
    -- Narrower caps, counted again as this loop claims: over one, this row waits for a later sweep.
    continue when (select count(*) from private.mail_outbox o
                   where o.recipient_key = v_row.recipient_key
                     and private.mail_counts(o.status, o.sent_at, o.claimed_until, p_now, interval '1 day')) >= v_caps.per_address_daily;
    continue when v_row.sender is not null and (select count(*) from private.mail_outbox o
                   where o.sender = v_row.sender and o.recipient_key is not null
                     and private.mail_counts(o.status, o.sent_at, o.claimed_until, p_now, interval '1 hour')) >= v_caps.per_sender_hourly;
    continue when (select count(*) from private.mail_outbox o
                   where o.recipient_domain = v_row.recipient_domain and o.recipient_key is not null
                     and private.mail_counts(o.status, o.sent_at, o.claimed_until, p_now, interval '1 hour')) >= v_caps.per_domain_hourly;
    update private.mail_outbox set claim_token = p_token, claimed_until = p_now + interval '2 minutes'
    where id = v_row.id
    returning * into v_claimed;
    v_count := v_count + 1;
    return next v_claimed;
  end loop;
end;
$$;
revoke all on function private.claim_prospect_mail(text[], uuid, timestamptz, integer, uuid) from public, anon, authenticated;

-- The claimed mail went out: false when the claim was lost (its lease ran out and another worker took it).
create function private.mail_sent(p_id uuid, p_token uuid, p_now timestamptz)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row private.mail_outbox%rowtype;
begin
  update private.mail_outbox set status = 'sent', sent_at = p_now, claim_token = null, claimed_until = null
  where id = p_id and claim_token = p_token and status = 'pending'
  returning * into v_row;
  if not found then
    return false;
  end if;
  perform private.record_mail_outcome(v_row.kind, v_row.source_id, 'sent', null, p_now);
  return true;
end;
$$;
revoke all on function private.mail_sent(uuid, uuid, timestamptz) from public, anon, authenticated;

create function private.mail_failed(p_id uuid, p_token uuid, p_error text)
returns void
language sql
security definer
set search_path = ''
as $$
  update private.mail_outbox
  set attempts = attempts + 1, last_error = left(p_error, 2000), claim_token = null, claimed_until = null
  where id = p_id and claim_token = p_token
$$;
revoke all on function private.mail_failed(uuid, uuid, text) from public, anon, authenticated;

-- Gives a claim back unused (the mail is not due after all).
create function private.mail_released(p_id uuid, p_token uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  update private.mail_outbox set claim_token = null, claimed_until = null where id = p_id and claim_token = p_token
$$;
revoke all on function private.mail_released(uuid, uuid) from public, anon, authenticated;

-- The claimed mail's source is gone (deleted by staff, an unconfirmed sign-up purged): nothing to send.
create function private.mail_dropped(p_id uuid, p_token uuid, p_now timestamptz)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from private.mail_outbox where id = p_id and claim_token = p_token) then
    perform private.skip_mail(p_id, 'no_longer_needed', p_now);
  end if;
end;
$$;
revoke all on function private.mail_dropped(uuid, uuid, timestamptz) from public, anon, authenticated;

-- What the mail of one source still waits for: the browser's call is answered from this one query.
create function private.mail_state(p_source uuid, p_kinds text[], p_now timestamptz)
returns table (due integer, waiting integer, done integer, expired integer)
language sql
stable
security definer
set search_path = ''
as $$
  select count(*) filter (where status = 'pending' and not_before <= p_now and expires_at > p_now and attempts < 5)::int,
         count(*) filter (where status = 'pending' and not_before > p_now and expires_at > p_now)::int,
         count(*) filter (where status <> 'pending')::int,
         count(*) filter (where status = 'pending' and (expires_at <= p_now or attempts >= 5))::int
  from private.mail_outbox
  where source_id = p_source and kind = any (p_kinds)
$$;
revoke all on function private.mail_state(uuid, text[], timestamptz) from public, anon, authenticated;

-- Quotes: the office mail (after the uploads: at once without files, when the browser marks its uploads
-- finished, or 30 minutes after the quote), and the acknowledgement.
create function private.queue_quote_mail()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.queue_mail('quote_office', new.id, 'quote-' || new.id || '-office', null, null,
    case when new.upload_folder is null or new.uploads_finished_at is not null then new.created_at else new.created_at + interval '30 minutes' end,
    new.created_at);
  perform private.queue_mail('quote_acknowledgement', new.id, 'quote-' || new.id || '-acknowledgement', new.email, private.request_sender(),
    new.created_at, new.created_at);
  return null;
end;
$$;
revoke all on function private.queue_quote_mail() from public, anon, authenticated;
create trigger quote_requests_queue_mail after insert on public.quote_requests
  for each row execute function private.queue_quote_mail();

-- The browser's mark: the office mail is due now (since the quote was saved).
create or replace function public.finish_quote_uploads(p_quote_id uuid)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update public.quote_requests set uploads_finished_at = now() where id = p_quote_id and uploads_finished_at is null;
  update private.mail_outbox o set not_before = q.created_at
  from public.quote_requests q
  where q.id = p_quote_id and o.source_id = q.id and o.kind = 'quote_office' and o.status = 'pending' and o.not_before > q.created_at;
$$;
revoke all on function public.finish_quote_uploads(uuid) from public;
grant execute on function public.finish_quote_uploads(uuid) to anon, authenticated, service_role;

-- Applications: the hiring manager's mail at once; the applicant's acknowledgement when they gave an address.
alter table public.job_applications
  add column resume_reported_at timestamptz;
comment on column public.job_applications.resume_reported_at is 'When the hiring manager was sent the résumé''s link (in the application''s e-mail or the late-résumé follow-up).';

create function private.queue_application_mail()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.queue_mail('application_hiring', new.id, 'application-' || new.id || '-hiring', null, null, new.created_at, new.created_at);
  if new.email is null then
    update public.job_applications set acknowledgement = 'no_address' where id = new.id;
  else
    perform private.queue_mail('application_acknowledgement', new.id, 'application-' || new.id || '-acknowledgement', new.email,
      private.request_sender(), new.created_at, new.created_at);
  end if;
  return null;
end;
$$;
revoke all on function private.queue_application_mail() from public, anon, authenticated;
create trigger job_applications_queue_mail after insert on public.job_applications
  for each row execute function private.queue_application_mail();

-- Newsletter (issue 30, attacks 3 and 8): a sign-up always inserts exactly one row, whatever the address's
-- state, so PostgREST answers alike (its status, Content-Range under count=exact and the row count behind a
-- singular Accept all come from the rows the INSERT returns: PostgREST Query/Statements.hs, mainWrite;
-- MainTx.hs, failNotSingular). A known address's row is taken over by the new one: same id, its
-- confirmation kept; a pending address is sent the link again (two a day at most, mail_kinds).
alter table public.newsletter_subscribers
  add column email_key text,
  add column sign_ups integer not null default 1 constraint newsletter_subscribers_sign_ups_check check (sign_ups >= 1);
update public.newsletter_subscribers set email_key = private.normalized_email(email);
alter table public.newsletter_subscribers
  alter column email_key set not null,
  add constraint newsletter_subscribers_email_key_key unique (email_key);
comment on column public.newsletter_subscribers.email_key is 'The address normalised (private.normalized_email): one row per inbox.';

drop trigger newsletter_subscribers_skip_known_address on public.newsletter_subscribers;
drop function private.newsletter_skip_known_address();

-- Named to fire after the bot check and the rate limit (triggers fire in name order).
create function private.newsletter_take_over_known_address()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_old public.newsletter_subscribers%rowtype;
begin
  new.email := lower(btrim(new.email));
  new.email_key := private.normalized_email(new.email);
  new.sign_ups := 1;
  -- Two sign-ups of one address at once: the second waits, then takes over the first.
  perform pg_advisory_xact_lock(hashtextextended('newsletter:' || new.email_key, 0));
  delete from public.newsletter_subscribers s where s.email_key = new.email_key returning * into v_old;
  if found then
    new.id := v_old.id;
    new.sign_ups := v_old.sign_ups + 1;
    new.confirmed_at := v_old.confirmed_at;
    new.confirm_token_hash := v_old.confirm_token_hash;
    new.confirmation_sent_at := v_old.confirmation_sent_at;
    new.confirmation_skipped := v_old.confirmation_skipped;
    if v_old.confirmed_at is not null then
      new.email := v_old.email; -- the spelling that was confirmed
    end if;
  end if;
  return new;
end;
$$;
revoke all on function private.newsletter_take_over_known_address() from public, anon, authenticated, service_role;
create trigger newsletter_subscribers_take_over_known_address
  before insert on public.newsletter_subscribers
  for each row execute function private.newsletter_take_over_known_address();

create function private.queue_newsletter_mail()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.confirmed_at is null and new.confirmation_skipped is null then
    perform private.queue_mail('newsletter_confirmation', new.id, 'newsletter-' || new.id || '-confirm-' || new.sign_ups, new.email,
      private.request_sender(), new.created_at, new.created_at);
  end if;
  return null;
end;
$$;
revoke all on function private.queue_newsletter_mail() from public, anon, authenticated;
create trigger newsletter_subscribers_queue_mail after insert on public.newsletter_subscribers
  for each row execute function private.queue_newsletter_mail();

-- Follow-ups, planned by each sweep:
--   late quote files: files recorded after the quote's last office mail, once the browser marked its uploads
--   finished or the newest is 30 minutes old, and at most one follow-up per 30 minutes after the last
--   office mail of the quote, however the rows arrive;
--   a late résumé: one follow-up when the résumé of an application arrives after the hiring mail.
create function private.plan_follow_ups(p_now timestamptz)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_files integer;
  v_resumes integer;
begin
  insert into private.mail_outbox (kind, source_id, idempotency_key, not_before, expires_at)
  select 'quote_late_files', q.id, 'quote-' || q.id || '-files-' || (f.sent + 1),
         greatest(f.last_sent + interval '30 minutes',
                  case when q.uploads_finished_at is not null then f.last_sent else f.newest + interval '30 minutes' end),
         q.created_at + k.lifetime
  from public.quote_requests q
  cross join lateral (
    select count(*) filter (where o.kind = 'quote_late_files') as sent, max(o.sent_at) as last_sent,
           (select max(a.created_at) from public.quote_attachments a where a.quote_id = q.id and a.reported_at is null) as newest
    from private.mail_outbox o
    where o.source_id = q.id and o.kind in ('quote_office', 'quote_late_files') and o.status = 'sent'
  ) f
  join private.mail_kinds k on k.kind = 'quote_late_files'
  where q.created_at > p_now - k.lifetime
    and f.last_sent is not null and f.newest is not null
    and not exists (select 1 from private.mail_outbox p where p.source_id = q.id and p.kind = 'quote_late_files' and p.status = 'pending')
  on conflict do nothing;
  get diagnostics v_files = row_count;

  insert into private.mail_outbox (kind, source_id, idempotency_key, not_before, expires_at)
  select 'application_late_resume', a.id, 'application-' || a.id || '-resume', p_now, a.created_at + k.lifetime
  from public.job_applications a
  join private.mail_kinds k on k.kind = 'application_late_resume'
  where a.created_at > p_now - k.lifetime and a.resume_folder is not null and a.resume_reported_at is null and a.notified_at is not null
    and exists (select 1 from storage.objects s where s.bucket_id = 'job-application-resumes' and starts_with(s.name, a.resume_folder || '/'))
  on conflict do nothing;
  get diagnostics v_resumes = row_count;
  return v_files + v_resumes;
end;
$$;
revoke all on function private.plan_follow_ups(timestamptz) from public, anon, authenticated;

-- Mail still waiting on the day its source was saved, for quotes, applications and sign-ups saved before
-- this migration (their old bookkeeping columns said what was still due).
insert into private.mail_outbox (kind, source_id, idempotency_key, not_before, expires_at)
select 'quote_office', q.id, 'quote-' || q.id || '-office', q.created_at, q.created_at + interval '1 day'
from public.quote_requests q where q.notified_at is null and q.created_at > now() - interval '1 day';
insert into private.mail_outbox (kind, source_id, idempotency_key, recipient, recipient_key, recipient_domain, not_before, expires_at)
select 'quote_acknowledgement', q.id, 'quote-' || q.id || '-acknowledgement', q.email, private.normalized_email(q.email),
       split_part(private.normalized_email(q.email), '@', 2), q.created_at, q.created_at + interval '1 day'
from public.quote_requests q
where q.acknowledged_at is null and q.acknowledgement_skipped is null and q.created_at > now() - interval '1 day';
insert into private.mail_outbox (kind, source_id, idempotency_key, not_before, expires_at)
select 'application_hiring', a.id, 'application-' || a.id || '-hiring', a.created_at, a.created_at + interval '1 day'
from public.job_applications a where a.notified_at is null and a.created_at > now() - interval '1 day';
insert into private.mail_outbox (kind, source_id, idempotency_key, recipient, recipient_key, recipient_domain, not_before, expires_at)
select 'application_acknowledgement', a.id, 'application-' || a.id || '-acknowledgement', a.email, private.normalized_email(a.email),
       split_part(private.normalized_email(a.email), '@', 2), a.created_at, a.created_at + interval '1 day'
from public.job_applications a where a.email is not null and a.acknowledgement is null and a.created_at > now() - interval '1 day';
insert into private.mail_outbox (kind, source_id, idempotency_key, recipient, recipient_key, recipient_domain, not_before, expires_at)
select 'newsletter_confirmation', s.id, 'newsletter-' || s.id || '-confirm-1', s.email, s.email_key, split_part(s.email_key, '@', 2),
       s.created_at, s.created_at + interval '7 days'
from public.newsletter_subscribers s
where s.confirmed_at is null and s.confirmation_sent_at is null and s.confirmation_skipped is null and s.created_at > now() - interval '7 days';
update public.job_applications set acknowledgement = 'no_address' where email is null and acknowledgement is null;

-- The claim bookkeeping moved to the outbox; the sources keep what happened (notified_at, acknowledged_at,
-- acknowledgement_skipped / acknowledgement, quote_attachments.reported_at).
drop view public.unsent_quotes;
drop view public.unsent_job_applications;
drop index public.quote_requests_notify_pending_idx;
drop index public.quote_requests_email_acknowledged_idx;
drop index public.job_applications_notify_pending_idx;
drop index public.job_applications_email_idx;
alter table public.quote_requests
  drop column notify_attempts, drop column notify_last_error, drop column notify_claimed_until, drop column notify_claim_token;
alter table public.job_applications
  drop column notify_attempts, drop column notify_last_error, drop column notify_claimed_until, drop column notify_claim_token;

-- Staff: what has not gone out 40 minutes after a quote (the office mail, the acknowledgement, late files).
create view public.unsent_quotes
with (security_invoker = true)
as
select
  q.id,
  q.created_at,
  q.business_name,
  q.contact_name,
  q.email,
  q.phone,
  q.notified_at is not null as office_notified,
  q.acknowledged_at is not null as prospect_acknowledged,
  m.attempts as notify_attempts,
  m.last_error as notify_last_error,
  case when m.gave_up then 'gave up' else 'retrying' end as status,
  q.acknowledgement_skipped,
  (select count(*) from public.quote_attachments a where a.quote_id = q.id and a.reported_at is null) as files_not_yet_mailed
from public.quote_requests q
cross join lateral (
  select coalesce(max(o.attempts), 0) as attempts,
         (array_agg(o.last_error order by o.attempts desc) filter (where o.last_error is not null))[1] as last_error,
         coalesce(bool_or(o.attempts >= 5 or o.expires_at <= now()), false) or q.created_at < now() - interval '1 day' as gave_up
  from private.mail_outbox o
  where o.source_id = q.id and o.status = 'pending'
) m
where (
    q.notified_at is null
    or (q.acknowledged_at is null and q.acknowledgement_skipped is null)
    or exists (select 1 from public.quote_attachments a where a.quote_id = q.id and a.reported_at is null)
  )
  and q.created_at < now() - interval '40 minutes'
order by q.created_at desc;
comment on view public.unsent_quotes is 'Quotes whose e-mails have not (all) gone out; answer them by hand.';
revoke all on table public.unsent_quotes from public, anon, authenticated;
grant select on table public.unsent_quotes to service_role;

create view public.unsent_job_applications
with (security_invoker = true)
as
select
  a.id,
  a.created_at,
  a.name,
  a.phone,
  a.job_title,
  a.preferred_language,
  a.notified_at is not null as hiring_manager_notified,
  m.attempts as notify_attempts,
  m.last_error as notify_last_error,
  case when m.gave_up then 'gave up' else 'retrying' end as status
from public.job_applications a
cross join lateral (
  select coalesce(max(o.attempts), 0) as attempts,
         (array_agg(o.last_error order by o.attempts desc) filter (where o.last_error is not null))[1] as last_error,
         coalesce(bool_or(o.attempts >= 5 or o.expires_at <= now()), false) or a.created_at < now() - interval '1 day' as gave_up
  from private.mail_outbox o
  where o.source_id = a.id and o.status = 'pending'
) m
where a.notified_at is null
  and a.created_at < now() - interval '10 minutes'
order by a.created_at desc;
comment on view public.unsent_job_applications is 'Applications the hiring manager was not e-mailed about; call them by hand.';
revoke all on table public.unsent_job_applications from public, anon, authenticated;
grant select on table public.unsent_job_applications to service_role;
-- The views read the outbox with the caller's rights: staff (service role) may read it, nobody else.
grant select on table private.mail_outbox to service_role;

-- Privacy: the outbox keeps recipients a month (the staff views and the caps need days), and nothing of a
-- sign-up purged after its 7 unconfirmed days. Called daily by supabase/schedule/retention.sql.
create function private.purge_mail_outbox(p_now timestamptz)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  delete from private.mail_outbox o
  where o.created_at <= p_now - interval '30 days'
     or (o.kind = 'newsletter_confirmation' and not exists (select 1 from public.newsletter_subscribers s where s.id = o.source_id));
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;
revoke all on function private.purge_mail_outbox(timestamptz) from public, anon, authenticated, service_role;
