-- The mail pipeline of the notify-quote Edge Function, made safe against strangers and slow workers:
--   * each claim has its own token (notify_claim_token) and lease; every later update of the
--     function names the token, so a worker whose lease ran out changes nothing;
--   * the browser marks a quote's uploads finished (rpc finish_quote_uploads, CONTRACT-22.md item 4);
--     the sweep mails the office once the mark is there, or 30 minutes after the quote was saved;
--   * quote_attachments.reported_at: when a file went to the office, in the quote's e-mail or in the
--     one short follow-up that lists files recorded after it;
--   * acknowledgement_skipped: why no acknowledgement went to the prospect (one a day per address,
--     or an address that bounced or complained); over the hourly cap it only waits;
--   * private.mail_suppressions: addresses the mail provider reported as bounced or complained
--     about (its webhook, function mail-events): they get no more mail from the site;
--   * newsletter double opt-in (CONTRACT-22.md item 5): a sign-up is pending until the link in the
--     confirmation mail is opened (rpc confirm_newsletter); only a hash of the link's token is kept.

alter table public.quote_requests
  add column uploads_finished_at timestamptz,
  add column notify_claim_token uuid,
  add column acknowledgement_skipped text
    constraint quote_requests_acknowledgement_skipped_check check (acknowledgement_skipped in ('daily_limit', 'suppressed'));
comment on column public.quote_requests.uploads_finished_at is 'When the browser said every file of the quote was uploaded and recorded (rpc finish_quote_uploads).';
comment on column public.quote_requests.acknowledgement_skipped is 'Why the prospect got no acknowledgement: daily_limit (one already went to the address within a day) or suppressed (it bounced or complained).';

alter table public.quote_attachments add column reported_at timestamptz;
comment on column public.quote_attachments.reported_at is 'When the office was e-mailed this file (in the quote''s e-mail or a late-files follow-up).';
create index quote_attachments_unreported_idx on public.quote_attachments (quote_id) where reported_at is null;
create index quote_requests_email_acknowledged_idx on public.quote_requests (lower(email), acknowledged_at) where acknowledged_at is not null;

-- Idempotent; says nothing about whether the quote exists (anon learns nothing from it). Marking
-- someone else's quote (its id is a random UUID only its browser knows) can only make the office
-- e-mail go out sooner; files recorded later still follow.
create function public.finish_quote_uploads(p_quote_id uuid)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update public.quote_requests
  set uploads_finished_at = now()
  where id = p_quote_id and uploads_finished_at is null
$$;
revoke all on function public.finish_quote_uploads(uuid) from public;
grant execute on function public.finish_quote_uploads(uuid) to anon, authenticated, service_role;

create table private.mail_suppressions (
  email text primary key constraint mail_suppressions_email_check check (email = lower(email)),
  reason text not null constraint mail_suppressions_reason_check check (reason in ('bounced', 'complained')),
  recorded_at timestamptz not null
);
alter table private.mail_suppressions enable row level security;
revoke all on table private.mail_suppressions from public, anon, authenticated;

alter table public.newsletter_subscribers
  add column confirmed_at timestamptz,
  add column confirm_token_hash text,
  add column confirmation_sent_at timestamptz,
  add column confirmation_skipped text
    constraint newsletter_subscribers_confirmation_skipped_check check (confirmation_skipped in ('suppressed'));
create unique index newsletter_subscribers_confirm_token_hash_key on public.newsletter_subscribers (confirm_token_hash);
comment on column public.newsletter_subscribers.confirmed_at is 'When the address was confirmed through the link in the confirmation e-mail; only confirmed addresses get the newsletter.';

-- How long a confirmation link works, and an unconfirmed sign-up is kept (…_retention.sql).
create function private.newsletter_confirm_window()
returns interval
language sql
immutable
set search_path = ''
as $$
  select interval '7 days'
$$;
revoke all on function private.newsletter_confirm_window() from public, anon, authenticated;

create function private.confirm_newsletter_at(p_token text, p_now timestamptz)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_row record;
begin
  if p_token is null or p_token !~ '^[A-Za-z0-9_-]{20,100}$' then
    return 'invalid';
  end if;
  select s.id, s.confirmed_at, s.confirmation_sent_at into v_row
  from public.newsletter_subscribers s
  where s.confirm_token_hash = encode(extensions.digest(p_token, 'sha256'), 'hex')
  for update;
  if not found then
    return 'invalid';
  elsif v_row.confirmed_at is not null then
    return 'already_confirmed';
  elsif v_row.confirmation_sent_at <= p_now - private.newsletter_confirm_window() then
    return 'invalid';
  end if;
  update public.newsletter_subscribers set confirmed_at = p_now where id = v_row.id;
  return 'confirmed';
end;
$$;
revoke all on function private.confirm_newsletter_at(text, timestamptz) from public, anon, authenticated, service_role;

create function public.confirm_newsletter(p_token text)
returns text
language sql
volatile
security definer
set search_path = ''
as $$
  select private.confirm_newsletter_at(p_token, now())
$$;
revoke all on function public.confirm_newsletter(text) from public;
grant execute on function public.confirm_newsletter(text) to anon, authenticated, service_role;

-- The addresses the newsletter may be sent to (staff, service role).
create view public.newsletter_audience
with (security_invoker = true)
as
select s.email, s.confirmed_at
from public.newsletter_subscribers s
where s.confirmed_at is not null
  and not exists (select 1 from private.mail_suppressions m where m.email = lower(s.email));
revoke all on table public.newsletter_audience from public, anon, authenticated;
grant select on table public.newsletter_audience to service_role;
grant usage on schema private to service_role;
grant select on table private.mail_suppressions to service_role;

-- Staff see unsent quotes and files that have not reached the office yet.
create or replace view public.unsent_quotes
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
  q.notify_attempts,
  q.notify_last_error,
  case
    when q.notify_attempts >= 5 or q.created_at < now() - interval '1 day' then 'gave up'
    else 'retrying'
  end as status,
  q.acknowledgement_skipped,
  (select count(*) from public.quote_attachments a where a.quote_id = q.id and a.reported_at is null) as files_not_yet_mailed
from public.quote_requests q
where (
    q.notified_at is null
    or (q.acknowledged_at is null and q.acknowledgement_skipped is null)
    or exists (select 1 from public.quote_attachments a where a.quote_id = q.id and a.reported_at is null)
  )
  and q.created_at < now() - interval '40 minutes'
order by q.created_at desc;
