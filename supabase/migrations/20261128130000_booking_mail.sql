-- The assessment booking's e-mails (issue 31) through the one mail pipeline (…_one_mail_pipeline.sql):
-- every book, move and cancel queues one mail to the prospect (with their .ics) and one to the office (with
-- the office's .ics), and a booked visit queues a reminder to the prospect for 9 am, Florida time, on the
-- day before; a "None of these work" note tells the office when to call. notify-quote sends them
-- (supabase/functions/notify-quote/booking-kinds.ts).
--
--   * Each mail is about the booking (source_id = the booking's id; notify-quote's call for a quote sends
--     its bookings' mail too) and names the booking's state in its idempotency key:
--     booking-<booking id>-<sequence>-prospect | office | reminder. The sequence moves on with every
--     change, so every change is mailed once to each side, and a retry never sends one twice.
--   * A change supersedes the booking's mails still waiting (an unsent confirmation, the reminder of the
--     old time): they are skipped ('no_longer_needed'), and the new mail tells the whole current state.
--     The function sends a mail only while its key still names the booking's current state. Another
--     booking's mails are left alone: a cancel still waiting goes, even when the quote books again.
--   * Prospect booking mails count against the same caps and suppression list as every prospect mail
--     (private.mail_caps: an inbox gets at most 4 mails a day of all kinds).
--   * A change made by staff directly in the table moves the sequence on too, so calendars update.

insert into private.mail_kinds (kind, audience, per_address, per_address_window, lifetime) values
  -- A quote allows 6 changes a day (private.log_assessment_call): each may be mailed.
  ('booking_prospect', 'prospect', 6, interval '24 hours', interval '1 day'),
  ('booking_office', 'office', null, null, interval '1 day'),
  -- Due at 9 am the day before; not sent once the evening has come.
  ('booking_reminder', 'prospect', 2, interval '24 hours', interval '12 hours');

-- iCalendar's SEQUENCE must grow with every change a calendar should see, whoever makes it.
create function private.assessment_booking_sequence()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.sequence = old.sequence
     and (new.starts_at, new.ends_at, new.status) is distinct from (old.starts_at, old.ends_at, old.status) then
    new.sequence := old.sequence + 1;
  end if;
  return new;
end;
$$;
revoke all on function private.assessment_booking_sequence() from public, anon, authenticated, service_role;
create trigger assessment_bookings_sequence
  before update on public.assessment_bookings
  for each row execute function private.assessment_booking_sequence();

-- When the reminder of a visit is due: 9 am Florida time on the Florida day before it (on either side of a
-- daylight-saving change, timezone() finds that wall time's instant).
create function private.assessment_reminder_at(p_starts_at timestamptz)
returns timestamptz
language sql
immutable
set search_path = ''
as $$
  select timezone('America/New_York', (p_starts_at at time zone 'America/New_York')::date - 1 + time '09:00')
$$;
revoke all on function private.assessment_reminder_at(timestamptz) from public, anon, authenticated;

create function private.queue_booking_mail()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_now timestamptz := new.changed_at;
  v_email text := (select q.email from public.quote_requests q where q.id = new.quote_id);
  v_key text := 'booking-' || new.id || '-' || new.sequence;
  v_pending uuid;
  v_reminder timestamptz;
begin
  if tg_op = 'UPDATE' and new.sequence = old.sequence then
    return null;
  end if;
  for v_pending in
    select o.id from private.mail_outbox o
    where o.source_id = new.id and o.kind in ('booking_prospect', 'booking_office', 'booking_reminder') and o.status = 'pending'
  loop
    perform private.skip_mail(v_pending, 'no_longer_needed', v_now);
  end loop;
  perform private.queue_mail('booking_prospect', new.id, v_key || '-prospect', v_email, private.request_sender(), v_now, v_now);
  perform private.queue_mail('booking_office', new.id, v_key || '-office', null, null, v_now, v_now);
  v_reminder := private.assessment_reminder_at(new.starts_at);
  -- Booked on the day before (or the day itself), the confirmation is the reminder.
  if new.status = 'booked' and v_reminder > v_now then
    perform private.queue_mail('booking_reminder', new.id, v_key || '-reminder', v_email, null, v_reminder, v_reminder);
  end if;
  return null;
end;
$$;
revoke all on function private.queue_booking_mail() from public, anon, authenticated, service_role;
create trigger assessment_bookings_queue_mail
  after insert or update on public.assessment_bookings
  for each row execute function private.queue_booking_mail();

-- "None of these work": the office hears the best times to call the prospect back, once per note (a second
-- note while the first waits joins it: the mail reads the latest note when it is sent).
insert into private.mail_kinds (kind, audience, per_address, per_address_window, lifetime) values
  ('booking_call_request', 'office', null, null, interval '1 day');

create function private.queue_call_request_mail()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.queue_mail('booking_call_request', new.quote_id,
    'call-request-' || new.quote_id || '-' || floor(extract(epoch from new.requested_at) * 1000)::bigint,
    null, null, new.requested_at, new.requested_at);
  return null;
end;
$$;
revoke all on function private.queue_call_request_mail() from public, anon, authenticated, service_role;
create trigger assessment_call_requests_queue_mail
  after insert or update on public.assessment_call_requests
  for each row execute function private.queue_call_request_mail();
