-- Free on-site assessments booked online right after a quote (issue 31): the quote's own secret, the
-- schedule the database keeps, the bookings, and the calls the booking panel and the e-mail links make.
--
--   * A booking belongs to its quote. Only the browser that sent the quote (it made a random 256-bit
--     booking token and sent it with the quote; the row keeps only its SHA-256) or a signed link from an
--     e-mail (an HMAC under the Vault key `assessment_link_key`, carrying a version that every change
--     moves on, so an older link stops working) may read the open windows, book, move or cancel for it.
--     anon reads no table here; the answers carry counts, never another quote's booking.
--   * The schedule is content (content/settings/assessment-schedule.json). The site publishes it at
--     /assessment-schedule.json on every build and the database pulls it every 10 minutes
--     (supabase/schedule/assessment-bookings.sql); its copy here is the one every decision reads, and the
--     availability answer hands the same copy to the browser, which generates the windows from it
--     (src/lib/booking/windows.ts). A requested window is checked against it here
--     (private.assessment_window_end), by the same rules.
--   * Never more bookings than capacity: a trigger on the bookings, for every writer, takes a lock for the
--     window's Florida day (pg_advisory_xact_lock) and counts the bookings that overlap the window. Two
--     visitors confirming the same window at once are decided one after the other; the second is told
--     "full" with fresh availability, so the panel offers the next windows at once.
--   * Protections of every call: the quote's secret (or the link), the rate limits of
--     private.enforce_rate_limit (per client address, whatever later migrations make of that rule) through
--     a log of calls, and at most 6 changes per quote a day.
--   * Everything here goes with its quote (on delete cascade): the retention schedule deletes quotes after
--     three years (…_retention.sql); the call log goes after a day (private.purge_assessment_calls).
--
-- Time: every decision takes "now" as a parameter (tests pass their own); the public entry points pass now().
-- SQLSTATEs: PT403 booking_forbidden (no such quote, or a wrong token or link: the same answer for all),
-- PT410 link_expired (a genuine link past its date, or one a later change replaced), PT429 rate_limited /
-- too_many_changes, PT400 booking_token_invalid. PostgREST answers PTxyz with HTTP xyz.

select private.ensure_vault_secret('assessment_link_key', 'HMAC key of the signed links to book, move or cancel an assessment');

-- ------------------------------------------------------------------------------------------------
-- The quote's own secret

alter table public.quote_requests
  add column booking_token text constraint quote_requests_booking_token_not_kept check (booking_token is null),
  add column booking_token_hash text constraint quote_requests_booking_token_hash_check check (booking_token_hash ~ '^[0-9a-f]{64}$');
comment on column public.quote_requests.booking_token is 'Write-only: the browser''s random booking token (43 url-safe characters), hashed into booking_token_hash and cleared on insert.';
comment on column public.quote_requests.booking_token_hash is 'SHA-256 (hex) of the booking token the browser made when it sent the quote: only that browser can book for the quote.';
grant insert (booking_token) on table public.quote_requests to anon;

create function private.hash_booking_token()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.booking_token is not null then
    if new.booking_token !~ '^[A-Za-z0-9_-]{43}$' then
      raise exception using errcode = 'PT400', message = 'booking_token_invalid',
        detail = 'A booking token is 32 random bytes in base64url: 43 characters.';
    end if;
    new.booking_token_hash := encode(extensions.digest(new.booking_token, 'sha256'), 'hex');
    new.booking_token := null;
  end if;
  return new;
end;
$$;
revoke all on function private.hash_booking_token() from public, anon, authenticated, service_role;

create trigger quote_requests_booking_token
  before insert on public.quote_requests
  for each row execute function private.hash_booking_token();

-- ------------------------------------------------------------------------------------------------
-- The schedule: the database's copy of content/settings/assessment-schedule.json

create table private.assessment_schedule (
  singleton boolean primary key default true constraint assessment_schedule_singleton check (singleton),
  -- Null until the first pull (or a staff member's private.set_assessment_schedule): nothing can be booked.
  schedule jsonb,
  applied_at timestamptz,
  -- The pull's bookkeeping (private.pull_assessment_schedule).
  pull_request_id bigint,
  pull_error text,
  pull_error_at timestamptz
);
insert into private.assessment_schedule default values;
alter table private.assessment_schedule enable row level security;
revoke all on table private.assessment_schedule from public, anon, authenticated;

-- What is wrong with a schedule, or null when the functions below can rely on it. The build checks the
-- content file fully (src/lib/content/schedule-schema.ts); this guards the copy the database pulls.
create function private.assessment_schedule_problem(p_schedule jsonb)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_days constant jsonb := '["sunday","monday","tuesday","wednesday","thursday","friday","saturday"]';
  v_item jsonb;
  v_limit record;
begin
  if jsonb_typeof(p_schedule) is distinct from 'object' then
    return 'not an object';
  end if;
  for v_limit in
    select * from (values ('windowMinutes', 30, 480), ('capacity', 1, 20), ('minimumNoticeHours', 0, 168), ('horizonDays', 1, 60)) as l (field, low, high)
  loop
    if jsonb_typeof(p_schedule -> v_limit.field) is distinct from 'number'
       or (p_schedule ->> v_limit.field)::numeric not between v_limit.low and v_limit.high
       or (p_schedule ->> v_limit.field)::numeric <> trunc((p_schedule ->> v_limit.field)::numeric) then
      return format('%s: must be a whole number from %s to %s', v_limit.field, v_limit.low, v_limit.high);
    end if;
  end loop;
  if jsonb_typeof(p_schedule -> 'weeklyHours') is distinct from 'array' or jsonb_array_length(p_schedule -> 'weeklyHours') = 0 then
    return 'weeklyHours: must be a list of opening periods';
  end if;
  for v_item in select * from jsonb_array_elements(p_schedule -> 'weeklyHours') loop
    if not (v_days ? coalesce(v_item ->> 'day', ''))
       or coalesce(v_item ->> 'opens', '') !~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'
       or coalesce(v_item ->> 'closes', '') !~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'
       or v_item ->> 'opens' >= v_item ->> 'closes' then
      return format('weeklyHours: %s is not a day with an opening and a later closing time', v_item);
    end if;
  end loop;
  if jsonb_typeof(p_schedule -> 'closedDates') is distinct from 'array' then
    return 'closedDates: must be a list';
  end if;
  for v_item in select * from jsonb_array_elements(p_schedule -> 'closedDates') loop
    begin
      if (v_item ->> 'date')::date::text is distinct from v_item ->> 'date' then
        return format('closedDates: %s has no date like 2026-12-25', v_item);
      end if;
    exception when others then
      return format('closedDates: %s has no date like 2026-12-25', v_item);
    end;
  end loop;
  if jsonb_typeof(p_schedule #> '{farAway,states}') is distinct from 'array'
     or not ('["FL","GA","AL","SC","NC"]'::jsonb @> (p_schedule #> '{farAway,states}'))
     or jsonb_typeof(p_schedule #> '{farAway,cities}') is distinct from 'array'
     or exists (select 1 from jsonb_array_elements(p_schedule #> '{farAway,cities}') c where jsonb_typeof(c) <> 'string' or c #>> '{}' !~ '^[a-z0-9]+(-[a-z0-9]+)*$')
     or jsonb_typeof(p_schedule #> '{farAway,days}') is distinct from 'array'
     or not (v_days @> (p_schedule #> '{farAway,days}'))
     or jsonb_typeof(p_schedule #> '{farAway,minimumNoticeHours}') is distinct from 'number'
     or (p_schedule #>> '{farAway,minimumNoticeHours}')::numeric not between 0 and 336 then
    return 'farAway: needs states, cities (slugs), days and minimumNoticeHours (0 to 336)';
  end if;
  return null;
end;
$$;
revoke all on function private.assessment_schedule_problem(jsonb) from public, anon, authenticated, service_role;

-- Replaces the schedule (the pull, or staff in the SQL editor: select private.set_assessment_schedule('{...}'::jsonb, now());).
create function private.set_assessment_schedule(p_schedule jsonb, p_now timestamptz)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_problem text := private.assessment_schedule_problem(p_schedule);
begin
  if v_problem is not null then
    raise exception using errcode = '22023', message = 'assessment schedule refused: ' || v_problem;
  end if;
  update private.assessment_schedule set schedule = p_schedule, applied_at = p_now;
end;
$$;
revoke all on function private.set_assessment_schedule(jsonb, timestamptz) from public, anon, authenticated, service_role;

-- Every 10 minutes (supabase/schedule/assessment-bookings.sql): apply the answer to the previous request
-- for {site_url}/assessment-schedule.json (pg_net keeps answers in net._http_response), then ask again.
-- A failed or refused answer keeps the schedule in force and is recorded in pull_error.
create function private.pull_assessment_schedule(p_now timestamptz)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_request bigint := (select s.pull_request_id from private.assessment_schedule s);
  v_answer record;
  v_error text;
begin
  if v_request is not null then
    select r.status_code, r.content, r.error_msg into v_answer from net._http_response r where r.id = v_request;
    if found then
      if v_answer.status_code = 200 then
        begin
          perform private.set_assessment_schedule(v_answer.content::jsonb, p_now);
          update private.assessment_schedule set pull_error = null, pull_error_at = null;
        exception when others then
          get stacked diagnostics v_error = message_text;
        end;
      else
        v_error := format('HTTP %s %s', v_answer.status_code, coalesce(v_answer.error_msg, ''));
      end if;
      if v_error is not null then
        update private.assessment_schedule set pull_error = left(v_error, 500), pull_error_at = p_now;
      end if;
    end if;
  end if;
  update private.assessment_schedule
  set pull_request_id = net.http_get(
    url := rtrim(private.vault_secret('site_url'), '/') || '/assessment-schedule.json',
    timeout_milliseconds := 10000
  );
end;
$$;
revoke all on function private.pull_assessment_schedule(timestamptz) from public, anon, authenticated, service_role;

-- ------------------------------------------------------------------------------------------------
-- Windows: the database's side of src/lib/booking/windows.ts

-- src/lib/slug.ts's rule: "St. Petersburg" -> "st-petersburg".
create function private.slugify(p_name text)
returns text
language sql
immutable
set search_path = ''
as $$
  select regexp_replace(
    regexp_replace(
      regexp_replace(lower(regexp_replace(normalize(p_name, NFKD), '[\u0300-\u036f]', '', 'g')), '[^a-z0-9[:space:]-]', '', 'g'),
      '^[[:space:]]+|[[:space:]]+$', '', 'g'
    ),
    '[[:space:]-]+', '-', 'g'
  )
$$;
revoke all on function private.slugify(text) from public, anon, authenticated;

-- isFarAway of src/lib/booking/schedule.ts: a far state, or a far city by its slug.
create function private.assessment_is_far(p_schedule jsonb, p_city text, p_state text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce((p_schedule #> '{farAway,states}') ? p_state, false)
    or (coalesce(p_city, '') <> '' and coalesce((p_schedule #> '{farAway,cities}') ? private.slugify(p_city), false))
$$;
revoke all on function private.assessment_is_far(jsonb, text, text) from public, anon, authenticated;

-- The end of the window that starts at p_starts_at, when the schedule offers that window to a near or far
-- site at p_now; null when it does not. The rules of scheduledWindows, checked for one start: a whole
-- minute that is its Florida wall time's own instant (timezone() resolves the skipped and the repeated
-- hour as instantOf does), on a day from today to the horizon that is not closed (and a far day for a far
-- site), at least the notice ahead, at an opening time plus a whole number of windows, ending by closing.
create function private.assessment_window_end(p_schedule jsonb, p_far boolean, p_starts_at timestamptz, p_now timestamptz)
returns timestamptz
language plpgsql
stable
set search_path = ''
as $$
declare
  v_zone constant text := 'America/New_York';
  v_local timestamp := p_starts_at at time zone v_zone;
  v_date date := v_local::date;
  v_minute integer := extract(hour from v_local)::integer * 60 + extract(minute from v_local)::integer;
  v_day text := (array['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'])[extract(dow from v_date)::integer + 1];
  v_today date := (p_now at time zone v_zone)::date;
  v_length integer := (p_schedule ->> 'windowMinutes')::integer;
  v_notice numeric := (p_schedule ->> 'minimumNoticeHours')::numeric;
begin
  if p_schedule is null or p_starts_at is null
     or v_local <> date_trunc('minute', v_local)
     or timezone(v_zone, v_local) <> p_starts_at
     or v_date < v_today
     or v_date > v_today + (p_schedule ->> 'horizonDays')::integer
     or (p_schedule -> 'closedDates') @> jsonb_build_array(jsonb_build_object('date', v_date::text)) then
    return null;
  end if;
  if p_far then
    if not (p_schedule #> '{farAway,days}') ? v_day then
      return null;
    end if;
    v_notice := greatest(v_notice, (p_schedule #>> '{farAway,minimumNoticeHours}')::numeric);
  end if;
  if p_starts_at < p_now + v_notice * interval '1 hour' then
    return null;
  end if;
  if not exists (
    select 1
    from jsonb_array_elements(p_schedule -> 'weeklyHours') p,
      lateral (select split_part(p ->> 'opens', ':', 1)::integer * 60 + split_part(p ->> 'opens', ':', 2)::integer as opens,
                      split_part(p ->> 'closes', ':', 1)::integer * 60 + split_part(p ->> 'closes', ':', 2)::integer as closes) m
    where p ->> 'day' = v_day
      and v_minute >= m.opens
      and v_minute + v_length <= m.closes
      and (v_minute - m.opens) % v_length = 0
  ) then
    return null;
  end if;
  return timezone(v_zone, v_date + make_interval(mins => v_minute + v_length));
end;
$$;
revoke all on function private.assessment_window_end(jsonb, boolean, timestamptz, timestamptz) from public, anon, authenticated;

-- ------------------------------------------------------------------------------------------------
-- Bookings

create table public.assessment_bookings (
  id uuid primary key default gen_random_uuid(),
  quote_id uuid not null references public.quote_requests (id) on delete cascade,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  status text not null default 'booked' constraint assessment_bookings_status_check check (status in ('booked', 'cancelled')),
  -- iCalendar's SEQUENCE: 0 when booked, one more on every move and on the cancel (the .ics's UID is the id).
  sequence integer not null default 0 constraint assessment_bookings_sequence_check check (sequence >= 0),
  -- Booked on a far-city day (the site is far from Tampa), as the schedule said at booking time.
  far boolean not null default false,
  booked_at timestamptz not null default now(),
  changed_at timestamptz not null default now(),
  cancelled_at timestamptz,
  constraint assessment_bookings_span_check check (ends_at > starts_at and ends_at <= starts_at + interval '12 hours'),
  constraint assessment_bookings_cancelled_check check ((status = 'cancelled') = (cancelled_at is not null))
);
comment on table public.assessment_bookings is 'Free on-site assessments booked for a quote: one active booking per quote; a cancelled one stays as a record, a new booking is a new row.';
create unique index assessment_bookings_one_active_per_quote on public.assessment_bookings (quote_id) where status = 'booked';
create index assessment_bookings_quote_idx on public.assessment_bookings (quote_id);
create index assessment_bookings_active_starts_idx on public.assessment_bookings (starts_at) where status = 'booked';

alter table public.assessment_bookings enable row level security;
revoke all on table public.assessment_bookings from public, anon, authenticated;
grant select, insert, update, delete on table public.assessment_bookings to service_role;

-- Capacity, for every writer (the booking functions, staff, server code): the bookings of one Florida day
-- are decided one at a time under an advisory lock, and a window may overlap at most `capacity` active
-- bookings. After the lock, the count reads what every earlier holder committed (a statement in READ
-- COMMITTED sees the rows committed before it starts); REPEATABLE READ would read an older snapshot, so it
-- is refused. Raises PT409 window_full.
create function private.hold_assessment_capacity()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_zone constant text := 'America/New_York';
  v_capacity integer := (select (s.schedule ->> 'capacity')::integer from private.assessment_schedule s);
  v_day date;
begin
  if new.status <> 'booked'
     or (tg_op = 'UPDATE' and old.status = 'booked' and old.starts_at = new.starts_at and old.ends_at = new.ends_at) then
    return new;
  end if;
  if current_setting('transaction_isolation') = 'repeatable read' then
    raise exception 'book assessments in READ COMMITTED or SERIALIZABLE: REPEATABLE READ could not see a booking committed meanwhile';
  end if;
  if v_capacity is null then
    raise exception using errcode = 'PT503', message = 'no_assessment_schedule';
  end if;
  -- Every Florida day the window touches, in order (two days at most; the same order for everyone).
  for v_day in select generate_series((new.starts_at at time zone v_zone)::date, (new.ends_at at time zone v_zone)::date, interval '1 day')::date loop
    perform pg_advisory_xact_lock(hashtextextended('assessment-day:' || v_day::text, 0));
  end loop;
  if (select count(*) from public.assessment_bookings b
      where b.status = 'booked' and b.id <> new.id and b.starts_at < new.ends_at and new.starts_at < b.ends_at) >= v_capacity then
    raise exception using errcode = 'PT409', message = 'window_full';
  end if;
  return new;
end;
$$;
revoke all on function private.hold_assessment_capacity() from public, anon, authenticated, service_role;

create trigger assessment_bookings_capacity
  before insert or update of starts_at, ends_at, status on public.assessment_bookings
  for each row execute function private.hold_assessment_capacity();

-- "None of these work": the best times to reach the prospect, for the office (one note per quote, the latest).
create table public.assessment_call_requests (
  quote_id uuid primary key references public.quote_requests (id) on delete cascade,
  best_times text not null constraint assessment_call_requests_best_times_check check (btrim(best_times) <> '' and char_length(best_times) <= 500 and best_times !~ '[[:cntrl:]]'),
  requested_at timestamptz not null default now()
);
comment on table public.assessment_call_requests is 'A prospect for whom no window worked: when to call them back.';
alter table public.assessment_call_requests enable row level security;
revoke all on table public.assessment_call_requests from public, anon, authenticated;
grant select, insert, update, delete on table public.assessment_call_requests to service_role;

-- ------------------------------------------------------------------------------------------------
-- Who may act for a quote

-- The signed links' state per quote: a change moves link_version on, which ends every earlier link.
-- Its row is also what a call locks, so the calls for one quote are decided one at a time.
create table private.assessment_access (
  quote_id uuid primary key references public.quote_requests (id) on delete cascade,
  link_version integer not null default 0 constraint assessment_access_link_version_check check (link_version >= 0)
);
alter table private.assessment_access enable row level security;
revoke all on table private.assessment_access from public, anon, authenticated;

create function private.assessment_link_signature(p_quote_id uuid, p_version integer, p_expires bigint)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select rtrim(translate(encode(extensions.hmac(
    format('assessment-link|v1|%s|%s|%s', p_quote_id, p_version, p_expires),
    private.vault_secret('assessment_link_key'),
    'sha256'
  ), 'base64'), '+/', '-_'), '=')
$$;
revoke all on function private.assessment_link_signature(uuid, integer, bigint) from public, anon, authenticated, service_role;

-- The key of a signed link for a quote, valid until p_expires_at and until the next change: for the Edge
-- Functions' e-mails and for staff ("a link the office can send later"). "l1.<version>.<expires, unix s>.<HMAC>".
create function private.assessment_link_key(p_quote_id uuid, p_expires_at timestamptz)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_version integer;
  v_expires bigint := floor(extract(epoch from p_expires_at))::bigint;
begin
  if not exists (select 1 from public.quote_requests q where q.id = p_quote_id) then
    raise exception 'no quote %', p_quote_id;
  end if;
  insert into private.assessment_access (quote_id) values (p_quote_id) on conflict (quote_id) do nothing;
  v_version := (select a.link_version from private.assessment_access a where a.quote_id = p_quote_id);
  return format('l1.%s.%s.%s', v_version, v_expires, private.assessment_link_signature(p_quote_id, v_version, v_expires));
end;
$$;
revoke all on function private.assessment_link_key(uuid, timestamptz) from public, anon, authenticated;
grant execute on function private.assessment_link_key(uuid, timestamptz) to service_role;

-- Checks a caller's key for a quote and locks the quote's access row (calls for one quote wait for each
-- other). Returns the quote's place and whether a link was used; raises PT403 booking_forbidden for an
-- unknown quote, a wrong token or a forged link alike, PT410 link_expired for a genuine link that is past
-- its date or that a later change replaced.
create type private.assessment_caller as (city text, state text, via_link boolean);

create function private.assessment_caller_of(p_quote_id uuid, p_key text, p_now timestamptz)
returns private.assessment_caller
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_caller private.assessment_caller;
  v_token_hash text;
  v_parts text[];
  v_version integer;
begin
  select q.city, q.state, q.booking_token_hash into v_caller.city, v_caller.state, v_token_hash from public.quote_requests q where q.id = p_quote_id;
  if not found or p_key is null then
    raise exception using errcode = 'PT403', message = 'booking_forbidden';
  end if;
  v_caller.via_link := p_key ~ '^l1\.';
  if p_key ~ '^[A-Za-z0-9_-]{43}$' then
    if v_token_hash is distinct from encode(extensions.digest(p_key, 'sha256'), 'hex') then
      raise exception using errcode = 'PT403', message = 'booking_forbidden';
    end if;
  elsif p_key ~ '^l1\.[0-9]{1,9}\.[0-9]{1,12}\.[A-Za-z0-9_-]{43}$' then
    v_parts := string_to_array(p_key, '.');
    if private.assessment_link_signature(p_quote_id, v_parts[2]::integer, v_parts[3]::bigint) <> v_parts[4] then
      raise exception using errcode = 'PT403', message = 'booking_forbidden';
    end if;
  else
    raise exception using errcode = 'PT403', message = 'booking_forbidden';
  end if;
  insert into private.assessment_access (quote_id) values (p_quote_id) on conflict (quote_id) do nothing;
  select a.link_version into v_version from private.assessment_access a where a.quote_id = p_quote_id for update;
  if v_caller.via_link and (to_timestamp(v_parts[3]::bigint) <= p_now or v_parts[2]::integer <> v_version) then
    raise exception using errcode = 'PT410', message = 'link_expired',
      hint = 'A newer e-mail has the current link; or call us.';
  end if;
  return v_caller;
end;
$$;
revoke all on function private.assessment_caller_of(uuid, text, timestamptz) from public, anon, authenticated, service_role;

-- ------------------------------------------------------------------------------------------------
-- Rate limits and the per-quote limit: a log of calls

create table private.assessment_calls (
  id bigint generated always as identity primary key,
  quote_id uuid not null references public.quote_requests (id) on delete cascade,
  kind text not null constraint assessment_calls_kind_check check (kind in ('view', 'book', 'move', 'cancel', 'call_request')),
  called_at timestamptz not null default now()
);
create index assessment_calls_quote_idx on private.assessment_calls (quote_id, called_at);
create index assessment_calls_called_at_idx on private.assessment_calls (called_at);
alter table private.assessment_calls enable row level security;
revoke all on table private.assessment_calls from public, anon, authenticated;

-- The site's one rate-limit rule (per client address, for the API roles), by the trigger every form's
-- table uses: views 120 an hour, changes 20 an hour, per address.
create trigger assessment_calls_limit_rate_changes
  before insert on private.assessment_calls
  for each row when (new.kind <> 'view')
  execute function private.enforce_rate_limit('assessment_change', '20', '1 hour');
create trigger assessment_calls_limit_rate_views
  before insert on private.assessment_calls
  for each row when (new.kind = 'view')
  execute function private.enforce_rate_limit('assessment_view', '120', '1 hour');

-- Records a call (the rate limits apply) and refuses a 7th change for one quote within a day.
create function private.log_assessment_call(p_quote_id uuid, p_kind text, p_now timestamptz)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_kind <> 'view' and (
    select count(*) from private.assessment_calls c
    where c.quote_id = p_quote_id and c.kind <> 'view' and c.called_at > p_now - interval '1 day'
  ) >= 6 then
    raise exception using errcode = 'PT429', message = 'too_many_changes',
      detail = 'At most 6 bookings, moves, cancellations and call requests a day for one quote.';
  end if;
  insert into private.assessment_calls (quote_id, kind, called_at) values (p_quote_id, p_kind, p_now);
end;
$$;
revoke all on function private.log_assessment_call(uuid, text, timestamptz) from public, anon, authenticated, service_role;

create function private.purge_assessment_calls(p_now timestamptz)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  delete from private.assessment_calls c where c.called_at <= p_now - interval '1 day';
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;
revoke all on function private.purge_assessment_calls(timestamptz) from public, anon, authenticated, service_role;

-- ------------------------------------------------------------------------------------------------
-- Answers

create function private.iso_utc(p_at timestamptz)
returns text
language sql
immutable
set search_path = ''
as $$
  select to_char(p_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
$$;
revoke all on function private.iso_utc(timestamptz) from public, anon, authenticated;

create function private.booking_json(p_booking public.assessment_bookings)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_build_object(
    'id', p_booking.id,
    'start', private.iso_utc(p_booking.starts_at),
    'end', private.iso_utc(p_booking.ends_at),
    'status', p_booking.status,
    'sequence', p_booking.sequence
  )
$$;
revoke all on function private.booking_json(public.assessment_bookings) from public, anon, authenticated;

-- What the panel needs to offer windows for a quote (src/lib/booking/answers.ts): the database's "now"
-- (the device's clock may be wrong), the schedule, whether the site is far, the counts of other quotes'
-- bookings from now to the horizon (start, end, count: no names), and the quote's own active booking.
create function private.assessment_availability_for(p_quote_id uuid, p_city text, p_state text, p_now timestamptz)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'now', private.iso_utc(p_now),
    'schedule', s.schedule,
    'far', private.assessment_is_far(s.schedule, p_city, p_state),
    'taken', coalesce((
      select jsonb_agg(jsonb_build_object('start', private.iso_utc(t.starts_at), 'end', private.iso_utc(t.ends_at), 'count', t.n) order by t.starts_at)
      from (
        select b.starts_at, b.ends_at, count(*) as n
        from public.assessment_bookings b
        where b.status = 'booked' and b.quote_id <> p_quote_id and b.ends_at > p_now
          and b.starts_at < p_now + make_interval(days => coalesce((s.schedule ->> 'horizonDays')::integer, 0) + 2)
        group by b.starts_at, b.ends_at
      ) t
    ), '[]'::jsonb),
    'booking', (select private.booking_json(b) from public.assessment_bookings b where b.quote_id = p_quote_id and b.status = 'booked')
  )
  from private.assessment_schedule s
$$;
revoke all on function private.assessment_availability_for(uuid, text, text, timestamptz) from public, anon, authenticated, service_role;

-- The answer to a change: its result, the booking, a fresh link key when a link was used (the change
-- ended the old one), and, when the window could not be had, the availability to offer the next ones.
create function private.assessment_answer(p_result text, p_quote_id uuid, p_caller private.assessment_caller, p_booking public.assessment_bookings, p_now timestamptz)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_answer jsonb := jsonb_build_object('result', p_result);
begin
  if p_booking.id is not null then
    v_answer := v_answer || jsonb_build_object('booking', private.booking_json(p_booking));
  end if;
  if p_result in ('booked', 'moved', 'cancelled') and p_caller.via_link then
    v_answer := v_answer || jsonb_build_object('key', private.assessment_link_key(p_quote_id, p_now + interval '30 days'));
  end if;
  if p_result in ('full', 'unavailable', 'already_booked', 'no_booking') then
    v_answer := v_answer || jsonb_build_object('availability', private.assessment_availability_for(p_quote_id, p_caller.city, p_caller.state, p_now));
  end if;
  return v_answer;
end;
$$;
revoke all on function private.assessment_answer(text, uuid, private.assessment_caller, public.assessment_bookings, timestamptz) from public, anon, authenticated, service_role;

-- ------------------------------------------------------------------------------------------------
-- The calls (each private.*_at takes "now"; the public function passes now())

create function private.assessment_availability_at(p_quote_id uuid, p_key text, p_now timestamptz)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_caller private.assessment_caller;
begin
  v_caller := private.assessment_caller_of(p_quote_id, p_key, p_now);
  perform private.log_assessment_call(p_quote_id, 'view', p_now);
  return private.assessment_availability_for(p_quote_id, v_caller.city, v_caller.state, p_now);
end;
$$;
revoke all on function private.assessment_availability_at(uuid, text, timestamptz) from public, anon, authenticated, service_role;

-- Books the window starting at p_start, or moves the quote's booking there (p_move). A repeated call for
-- the window the quote already holds answers as the first did.
create function private.book_assessment_at(p_quote_id uuid, p_key text, p_start timestamptz, p_move boolean, p_now timestamptz)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_caller private.assessment_caller;
  v_schedule jsonb := (select s.schedule from private.assessment_schedule s);
  v_far boolean;
  v_end timestamptz;
  v_current public.assessment_bookings;
  v_booking public.assessment_bookings;
  v_done constant text := case when p_move then 'moved' else 'booked' end;
begin
  v_caller := private.assessment_caller_of(p_quote_id, p_key, p_now);
  perform private.log_assessment_call(p_quote_id, case when p_move then 'move' else 'book' end, p_now);
  select * into v_current from public.assessment_bookings b where b.quote_id = p_quote_id and b.status = 'booked';
  if v_current.id is not null and v_current.starts_at = p_start then
    return private.assessment_answer(v_done, p_quote_id, v_caller, v_current, p_now);
  elsif p_move and v_current.id is null then
    return private.assessment_answer('no_booking', p_quote_id, v_caller, null, p_now);
  elsif not p_move and v_current.id is not null then
    return private.assessment_answer('already_booked', p_quote_id, v_caller, v_current, p_now);
  end if;
  v_far := private.assessment_is_far(v_schedule, v_caller.city, v_caller.state);
  v_end := private.assessment_window_end(v_schedule, v_far, p_start, p_now);
  if v_end is null then
    return private.assessment_answer('unavailable', p_quote_id, v_caller, null, p_now);
  end if;
  begin
    if p_move then
      update public.assessment_bookings b
      set starts_at = p_start, ends_at = v_end, far = v_far, sequence = b.sequence + 1, changed_at = p_now
      where b.id = v_current.id
      returning * into v_booking;
    else
      insert into public.assessment_bookings (quote_id, starts_at, ends_at, far, booked_at, changed_at)
      values (p_quote_id, p_start, v_end, v_far, p_now, p_now)
      returning * into v_booking;
    end if;
  exception when sqlstate 'PT409' then
    return private.assessment_answer('full', p_quote_id, v_caller, null, p_now);
  end;
  update private.assessment_access set link_version = link_version + 1 where quote_id = p_quote_id;
  return private.assessment_answer(v_done, p_quote_id, v_caller, v_booking, p_now);
end;
$$;
revoke all on function private.book_assessment_at(uuid, text, timestamptz, boolean, timestamptz) from public, anon, authenticated, service_role;

create function private.cancel_assessment_at(p_quote_id uuid, p_key text, p_now timestamptz)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_caller private.assessment_caller;
  v_booking public.assessment_bookings;
begin
  v_caller := private.assessment_caller_of(p_quote_id, p_key, p_now);
  perform private.log_assessment_call(p_quote_id, 'cancel', p_now);
  update public.assessment_bookings b
  set status = 'cancelled', cancelled_at = p_now, changed_at = p_now, sequence = b.sequence + 1
  where b.quote_id = p_quote_id and b.status = 'booked'
  returning * into v_booking;
  if v_booking.id is null then
    return private.assessment_answer('no_booking', p_quote_id, v_caller, null, p_now);
  end if;
  update private.assessment_access set link_version = link_version + 1 where quote_id = p_quote_id;
  return private.assessment_answer('cancelled', p_quote_id, v_caller, v_booking, p_now);
end;
$$;
revoke all on function private.cancel_assessment_at(uuid, text, timestamptz) from public, anon, authenticated, service_role;

create function private.request_assessment_call_at(p_quote_id uuid, p_key text, p_best_times text, p_now timestamptz)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_caller private.assessment_caller;
begin
  v_caller := private.assessment_caller_of(p_quote_id, p_key, p_now);
  perform private.log_assessment_call(p_quote_id, 'call_request', p_now);
  insert into public.assessment_call_requests (quote_id, best_times, requested_at)
  values (p_quote_id, btrim(p_best_times), p_now)
  on conflict (quote_id) do update set best_times = excluded.best_times, requested_at = excluded.requested_at;
  return private.assessment_answer('call_requested', p_quote_id, v_caller, null, p_now);
end;
$$;
revoke all on function private.request_assessment_call_at(uuid, text, text, timestamptz) from public, anon, authenticated, service_role;

create function public.assessment_availability(p_quote_id uuid, p_key text)
returns jsonb
language sql
volatile
security definer
set search_path = ''
as $$
  select private.assessment_availability_at(p_quote_id, p_key, now())
$$;

create function public.book_assessment(p_quote_id uuid, p_key text, p_start timestamptz)
returns jsonb
language sql
volatile
security definer
set search_path = ''
as $$
  select private.book_assessment_at(p_quote_id, p_key, p_start, false, now())
$$;

create function public.move_assessment(p_quote_id uuid, p_key text, p_start timestamptz)
returns jsonb
language sql
volatile
security definer
set search_path = ''
as $$
  select private.book_assessment_at(p_quote_id, p_key, p_start, true, now())
$$;

create function public.cancel_assessment(p_quote_id uuid, p_key text)
returns jsonb
language sql
volatile
security definer
set search_path = ''
as $$
  select private.cancel_assessment_at(p_quote_id, p_key, now())
$$;

create function public.request_assessment_call(p_quote_id uuid, p_key text, p_best_times text)
returns jsonb
language sql
volatile
security definer
set search_path = ''
as $$
  select private.request_assessment_call_at(p_quote_id, p_key, p_best_times, now())
$$;

revoke all on function public.assessment_availability(uuid, text), public.book_assessment(uuid, text, timestamptz),
  public.move_assessment(uuid, text, timestamptz), public.cancel_assessment(uuid, text),
  public.request_assessment_call(uuid, text, text) from public;
grant execute on function public.assessment_availability(uuid, text), public.book_assessment(uuid, text, timestamptz),
  public.move_assessment(uuid, text, timestamptz), public.cancel_assessment(uuid, text),
  public.request_assessment_call(uuid, text, text) to anon, authenticated, service_role;

-- ------------------------------------------------------------------------------------------------
-- For the office (service role; the dashboard lists it under Views)

create view public.upcoming_assessments
with (security_invoker = true)
as
select
  b.id as booking_id,
  b.starts_at,
  b.ends_at,
  to_char(b.starts_at at time zone 'America/New_York', 'Dy Mon DD, HH12:MI am') || ' to ' || to_char(b.ends_at at time zone 'America/New_York', 'HH12:MI am') as florida_time,
  b.far,
  b.sequence,
  'Q-' || upper(left(q.id::text, 8)) as reference,
  q.business_name,
  q.contact_name,
  q.phone,
  q.email,
  q.address,
  q.city,
  q.state,
  q.zip_code,
  q.id as quote_id
from public.assessment_bookings b
join public.quote_requests q on q.id = b.quote_id
where b.status = 'booked' and b.ends_at > now()
order by b.starts_at;
revoke all on table public.upcoming_assessments from public, anon, authenticated;
grant select on table public.upcoming_assessments to service_role;
