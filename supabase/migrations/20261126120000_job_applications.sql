-- Job applications from the form on every job page (src/components/job-application-form), in
-- English or Spanish, and the bucket their résumés go to.
--
-- The browser writes as the `anon` role with the public key, so every rule of the form is repeated
-- here (src/lib/job-application/{field-rules,options}.ts; name, phone and e-mail are the quote
-- form's rules): `anon` may INSERT a row and nothing else, its id is made in the browser (nothing is
-- read back), the bot check and the rate limit are the quote form's triggers, and a résumé can only
-- be stored in the folder its own application named, within the hour after it was saved.
-- Only what an employer may ask before an offer is stored: no age, birth date, family, origin or SSN.

create table public.job_applications (
  id uuid primary key,
  name text not null
    constraint job_applications_name_check check (btrim(name) <> '' and char_length(name) <= 120),
  phone text not null
    constraint job_applications_phone_check check (
      char_length(phone) <= 30
      and phone ~ '^[0-9+(). -]+$'
      and regexp_replace(phone, '[^0-9]', '', 'g') ~ '^1?[0-9]{10}$'
    ),
  -- Optional (many applicants have none); the site's one e-mail rule (src/lib/email.ts).
  email text
    constraint job_applications_email_check check (
      char_length(email) <= 254
      and email ~ '^[A-Za-z0-9.!#$%&''*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z][A-Za-z0-9-]{0,61}[A-Za-z0-9]$'
    ),
  preferred_language text not null
    constraint job_applications_preferred_language_check check (preferred_language in ('en', 'es')),
  page_language text not null
    constraint job_applications_page_language_check check (page_language in ('en', 'es')),
  job_slug text not null
    constraint job_applications_job_slug_check check (char_length(job_slug) <= 100 and job_slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  job_title text not null
    constraint job_applications_job_title_check check (btrim(job_title) <> '' and char_length(job_title) <= 120),
  any_position boolean not null default false,
  shifts text[] not null default '{}'
    constraint job_applications_shifts_check check (
      array_position(shifts, null) is null
      and shifts <@ array['day', 'evening', 'overnight', 'weekend']::text[]
      and cardinality(shifts) <= 4
    ),
  transport text
    constraint job_applications_transport_check check (
      transport in ('own-vehicle', 'ride', 'public-transit', 'bike-or-walk', 'other')
    ),
  -- The applicant agreed to be called or texted about the application; the form requires it.
  contact_consent boolean not null
    constraint job_applications_contact_consent_check check (contact_consent),
  -- The one folder this application's résumé may be stored in: applications/{ms timestamp}-{64 random bits}.
  resume_folder text unique
    constraint job_applications_resume_folder_check check (resume_folder ~ '^applications/[0-9]{13}-[0-9a-f]{16}$'),
  -- Write-only: the bot-check proof (CONTRACT-22 item 1), checked and cleared by the trigger.
  bot_proof text constraint job_applications_bot_proof_not_kept check (bot_proof is null),
  created_at timestamptz not null default now(),
  -- The notify-application Edge Function's bookkeeping; anon can neither set nor read it.
  notified_at timestamptz,
  acknowledged_at timestamptz,
  -- What became of the applicant's acknowledgement: sent, or not sent (no address given, one already
  -- sent to that address within a day, or an address that bounced or complained: private.mail_suppressions).
  acknowledgement text
    constraint job_applications_acknowledgement_check check (acknowledgement in ('sent', 'no_address', 'daily_limit', 'suppressed')),
  notify_attempts integer not null default 0
    constraint job_applications_notify_attempts_check check (notify_attempts >= 0),
  notify_last_error text
    constraint job_applications_notify_last_error_check check (char_length(notify_last_error) <= 2000),
  -- A call that sends claims the row with a fresh token until this time; only the holder of the
  -- token may mark it sent, so two calls never both send and a late one cannot undo the other.
  notify_claim_token uuid,
  notify_claimed_until timestamptz
);

comment on table public.job_applications is 'One row per application sent from a job page''s form (English or Spanish).';
comment on column public.job_applications.bot_proof is 'Write-only: the browser''s bot-check proof, checked and cleared on insert.';
create index job_applications_created_at_idx on public.job_applications (created_at desc);
create index job_applications_notify_pending_idx on public.job_applications (created_at)
  where notified_at is null or acknowledgement is null;
create index job_applications_email_idx on public.job_applications (lower(email), acknowledged_at) where email is not null;

alter table public.job_applications enable row level security;
revoke all on table public.job_applications from public, anon, authenticated;
grant insert (
  id, name, phone, email, preferred_language, page_language, job_slug, job_title, any_position, shifts,
  transport, contact_consent, resume_folder, bot_proof
) on table public.job_applications to anon;
grant select, insert, update, delete on table public.job_applications to service_role;

create policy "Visitors can send a job application"
  on public.job_applications
  for insert
  to anon
  -- Stamped by the database at submission, never backdated; consent is part of the application.
  with check (created_at = now() and contact_consent);

-- The quote form's protections, in the same order (triggers fire in name order): the bot check
-- before the rate limit, so a bot spends none of a visitor's allowance.
create trigger job_applications_bot_check
  before insert on public.job_applications
  for each row execute function private.require_bot_proof();
create trigger job_applications_limit_rate
  before insert on public.job_applications
  for each row execute function private.enforce_rate_limit('application', '5', '1 hour');

-- Résumés: one file per application, PDF, Word or a photo, up to 10 MB (RESUME_MAX_MB and
-- RESUME_CONTENT_TYPES in src/lib/job-application). Public by URL like quote attachments, so the
-- hiring manager opens it from the e-mail; the folder's 64 random bits keep the URL unguessable and
-- the bucket cannot be listed.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'job-application-resumes',
  'job-application-resumes',
  true,
  10485760,
  array[
    'application/pdf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'image/jpeg',
    'image/png',
    'image/heic'
  ]
)
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- A résumé may be stored only in the folder an application named, saved within the last hour,
-- and only as that folder's first file. SECURITY DEFINER: anon can read neither table.
create function private.resume_upload_allowed(p_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select
    exists (
      select 1 from public.job_applications a
      where a.resume_folder = array_to_string(storage.foldername(p_name), '/')
        and a.created_at > now() - interval '1 hour'
    )
    and not exists (
      select 1 from storage.objects o
      where o.bucket_id = 'job-application-resumes'
        and starts_with(o.name, array_to_string(storage.foldername(p_name), '/') || '/')
    )
$$;
revoke all on function private.resume_upload_allowed(text) from public;
grant execute on function private.resume_upload_allowed(text) to anon;

-- No SELECT (no listing), UPDATE (no overwrite) or DELETE policy for anon.
create policy "Visitors can upload the résumé of their application"
  on storage.objects
  for insert
  to anon
  with check (
    bucket_id = 'job-application-resumes'
    and array_length(storage.foldername(name), 1) = 2
    and (storage.foldername(name))[1] = 'applications'
    and (storage.foldername(name))[2] ~ '^[0-9]{13}-[0-9a-f]{16}$'
    and storage.filename(name) ~ '^[A-Za-z0-9_-][A-Za-z0-9._-]{0,119}$'
    and position('.' in storage.filename(name)) > 0
    and lower(storage.extension(name)) = any (array['pdf', 'doc', 'docx', 'jpg', 'jpeg', 'png', 'heic'])
    and (select private.resume_upload_allowed(name))
  );

-- Applications whose e-mails have not (all) gone out ten minutes after submission: staff call
-- those applicants by hand. security_invoker: read with the caller's rights (Supabase linter).
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
  a.notify_attempts,
  a.notify_last_error,
  case
    when a.notify_attempts >= 5 or a.created_at < now() - interval '1 day' then 'gave up'
    else 'retrying'
  end as status
from public.job_applications a
where a.notified_at is null
  and a.created_at < now() - interval '10 minutes'
order by a.created_at desc;

comment on view public.unsent_job_applications is 'Applications the hiring manager was not e-mailed about; call them by hand.';
revoke all on table public.unsent_job_applications from public, anon, authenticated;
grant select on table public.unsent_job_applications to service_role;

-- The deletions the privacy page promises for applications (content/pages/privacy.yaml): an
-- application one year after it was sent, the time federal rules ask employers to keep hiring records;
-- then its résumé, as a file no application names. Called by supabase/schedule/notify-application-sweep.sql
-- with "now" as a parameter, so tests set it.
create function private.purge_old_applications(p_now timestamptz)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  delete from public.job_applications a where a.created_at <= p_now - interval '1 year';
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;
revoke all on function private.purge_old_applications(timestamptz) from public, anon, authenticated, service_role;

-- Résumés over a day old whose folder no application names (deleted after a year, or never saved):
-- notify-application's cleanup run deletes them through Storage's API, the one way the bytes go too.
create function private.orphan_resumes(p_now timestamptz, p_limit integer)
returns table (name text)
language sql
stable
security definer
set search_path = ''
as $$
  select o.name
  from storage.objects o
  where o.bucket_id = 'job-application-resumes'
    and o.created_at <= p_now - interval '1 day'
    and not exists (
      select 1 from public.job_applications a
      where a.resume_folder = array_to_string(storage.foldername(o.name), '/')
    )
  order by o.created_at
  limit p_limit
$$;
revoke all on function private.orphan_resumes(timestamptz, integer) from public, anon, authenticated, service_role;
