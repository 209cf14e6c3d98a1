-- Bookkeeping for the notify-quote Edge Function (supabase/functions/notify-quote), which e-mails
-- each quote to the office and acknowledges it to the prospect, exactly once:
--   notified_at           when the office e-mail was accepted by the mail API;
--   acknowledged_at       when the prospect's acknowledgement was accepted;
--   notify_attempts       failed sending attempts; after NOTIFY_MAX_ATTEMPTS (5) the function
--                         stops and the quote stays in public.unsent_quotes for staff;
--   notify_last_error     what the last failure said;
--   notify_claimed_until  a short lease: a call sets it with one UPDATE before sending, so two
--                         concurrent calls never both send (the second finds the row claimed).
-- None of these columns is granted to anon: visitors can neither set nor read them.

alter table public.quote_requests
  add column notified_at timestamptz,
  add column acknowledged_at timestamptz,
  add column notify_attempts integer not null default 0
    constraint quote_requests_notify_attempts_check check (notify_attempts >= 0),
  add column notify_last_error text
    constraint quote_requests_notify_last_error_check check (char_length(notify_last_error) <= 2000),
  add column notify_claimed_until timestamptz;

-- The sweep looks for quotes still waiting for an e-mail.
create index quote_requests_notify_pending_idx on public.quote_requests (created_at)
  where notified_at is null or acknowledged_at is null;

-- Quotes whose e-mails have not (all) gone out ten minutes after submission: still retrying
-- (attempts below 5, under a day old) or given up. Staff read it in the Table editor or with
-- `select * from public.unsent_quotes;` and answer those quotes by hand.
-- security_invoker: the view reads with the caller's rights (Supabase linter: security_definer_view).
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
  q.notify_attempts,
  q.notify_last_error,
  case
    when q.notify_attempts >= 5 or q.created_at < now() - interval '1 day' then 'gave up'
    else 'retrying'
  end as status
from public.quote_requests q
where (q.notified_at is null or q.acknowledged_at is null)
  and q.created_at < now() - interval '10 minutes'
order by q.created_at desc;

comment on view public.unsent_quotes is 'Quotes whose notification e-mails have not gone out; answer them by hand.';

revoke all on table public.unsent_quotes from public, anon, authenticated;
grant select on table public.unsent_quotes to service_role;
