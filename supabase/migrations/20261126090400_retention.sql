-- The deletions the privacy page (/privacy, content/pages/privacy.yaml) promises, as functions the
-- schedule calls (supabase/schedule/retention.sql). Each takes "now" as a parameter, so tests set it.
--   quote requests and their attachment rows   three years after the request
--   their files in Storage                     once no attachment row refers to them (see below)
--   files no quote refers to                   a day after upload (a quote deleted, or an upload
--                                              never recorded): listed here, deleted through the
--                                              Storage API by notify-quote's cleanup run, the one
--                                              way that removes the bytes too
--   newsletter sign-ups never confirmed        7 days after the sign-up
--   abuse-protection data (rate-limit hits,     one hour (private.purge_abuse_data, …_rate_limit_key.sql)
--   spent bot-check proofs)

create function private.purge_old_quotes(p_now timestamptz)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  -- quote_attachments rows go with their quote (on delete cascade).
  delete from public.quote_requests q where q.created_at <= p_now - interval '3 years';
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;
revoke all on function private.purge_old_quotes(timestamptz) from public, anon, authenticated, service_role;

create function private.purge_unconfirmed_signups(p_now timestamptz)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  delete from public.newsletter_subscribers s
  where s.confirmed_at is null and s.created_at <= p_now - private.newsletter_confirm_window();
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;
revoke all on function private.purge_unconfirmed_signups(timestamptz) from public, anon, authenticated, service_role;

-- Objects of the bucket that no attachment row refers to and that are over a day old.
create function private.orphan_objects(p_now timestamptz, p_limit integer)
returns table (name text)
language sql
stable
security definer
set search_path = ''
as $$
  select o.name
  from storage.objects o
  where o.bucket_id = 'quote-attachments'
    and o.created_at <= p_now - interval '1 day'
    and not exists (select 1 from public.quote_attachments a where a.storage_path = o.name)
  order by o.created_at
  limit p_limit
$$;
revoke all on function private.orphan_objects(timestamptz, integer) from public, anon, authenticated, service_role;
