-- What really happens to a job application, as the privacy page now says it (content/pages/privacy.yaml,
-- "Job applications" and "How long we keep it"; privacy.es.yaml in Spanish).
--
-- Federal rules (29 CFR 1602.14) make an employer keep every hiring record, an application and its résumé
-- included, for one year from the day the record was made or from the personnel action it concerns
-- (the hiring decision), whichever is later, and longer while a charge of discrimination or a lawsuit
-- about it is pending. So an applicant's request to delete an application cannot be met within 30 days
-- as a quote's can: the application is withdrawn at once (out of consideration, no more calls or texts)
-- and deleted when its year is up, not a day later. The purge counts that year from the later of the
-- application and the decision on it, and skips an application under a legal hold. Staff set these columns (service role, the dashboard's
-- table editor; supabase/README.md, "Job applications: when an applicant asks"); anon can set none of them.

alter table public.job_applications
  -- When the company decided on the application (hired or not): the "personnel action" of the rule.
  add column decided_at timestamptz
    constraint job_applications_decided_at_check check (decided_at >= created_at),
  -- When the applicant asked for it to be deleted: taken out of consideration, kept until its year is up.
  add column withdrawn_at timestamptz
    constraint job_applications_withdrawn_at_check check (withdrawn_at >= created_at),
  -- A charge of discrimination or a lawsuit about this hiring is pending: kept until staff clear it.
  add column legal_hold boolean not null default false;

comment on column public.job_applications.decided_at is 'The hiring decision on this application; it is kept a year from the later of this and created_at (29 CFR 1602.14).';
comment on column public.job_applications.withdrawn_at is 'The applicant asked for deletion: withdrawn from consideration, deleted when the year from the later of created_at and decided_at is up.';
comment on column public.job_applications.legal_hold is 'A discrimination charge or lawsuit about this hiring is pending: never purged while true.';

-- anon's INSERT grant names its columns (…_job_applications.sql), so these stay out of its reach; the
-- service role's table-wide grants cover them.

create or replace function private.purge_old_applications(p_now timestamptz)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  -- greatest() skips a null: an application nobody recorded a decision on counts from the day it was sent.
  -- A withdrawal does not move the date: the applicant asked for deletion, so it goes as soon as it may.
  delete from public.job_applications a
  where not a.legal_hold
    and greatest(a.created_at, a.decided_at) <= p_now - interval '1 year';
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;
revoke all on function private.purge_old_applications(timestamptz) from public, anon, authenticated, service_role;
