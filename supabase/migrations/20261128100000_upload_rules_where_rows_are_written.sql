-- Upload limits enforced where Storage writes the row, not only where it tests the policy.
--
-- How Supabase Storage really executes an upload (supabase/storage, src/storage/uploader.ts):
--   * Uploader.canUpload() runs the INSERT as the caller's role inside testPermission(), a transaction
--     that is always rolled back, before any byte arrives;
--   * Uploader.completeUpload() then writes the row as the superuser (the request's headers kept,
--     role service_role: src/internal/database/postgres/scope.ts), with
--     `insert ... on conflict (name, bucket_id) do update set metadata = excluded.metadata, version = ...`;
--   * a signed upload URL (src/http/routes/object/getSignedUploadURL.ts) is tested once when it is
--     signed and then used, for up to two hours, by uploadSignedObject.ts entirely as the superuser;
--   * a resumable (TUS) upload is tested at creation and on each PATCH (src/http/routes/tus/lifecycle.ts)
--     and written by completeUpload when its last byte arrives.
-- So a policy that counts a folder's objects sees none of the uploads still under way: 30 uploads
-- started together each see an empty folder. A BEFORE INSERT OR UPDATE trigger on storage.objects fires
-- for every one of those writes, the superuser's included, and does the counting under a lock on the
-- folder, so the second of two concurrent writes sees the first. Supabase still lets projects create
-- triggers on storage.objects (changelog 34270, April 2025); the functions live in schema private.
-- A refusal raises SQLSTATE 42501, which Storage answers as 403 AccessDenied with our message
-- (src/storage/database/errors.ts, DBError.fromDBError); nothing is stored and Storage deletes the bytes.
--
-- What the trigger checks, for the two buckets visitors write to:
--   * the name: <root>/<13-digit ms>-<16 hex>/<safe name>.<known extension>;
--   * the folder's owner: a quote (upload_folder) or an application (resume_folder) saved less than an
--     hour before the write, so an upload that finishes, or a signed URL used, after that hour is refused;
--   * the type: exactly the type the form gives the name's extension (metadata->>'mimetype' equal to
--     private.upload_file_types), never a wildcard, so `video/x,TEXT/HTML` or `application/pdf/,TEXT/HTML`
--     (which Storage's own validateMimeType admits: it compares only the first two `/` parts) is refused;
--   * the size: at most the bucket's per-file limit, and the folder's files and bytes within the quote's
--     10 files and 200 MB, or the application's one résumé;
--   * a budget per bucket and hour (private.upload_budget), the ceiling on what the whole site can be
--     sent, so the hourly orphan cleanup always keeps up (supabase/README.md, "Limits");
--   * no stored object of these buckets is ever replaced, renamed or retyped (an UPDATE that changes
--     its version, name, bucket or metadata), which also stops two uploads of one name racing to
--     overwrite each other through completeUpload's upsert.

-- The exact type of every extension the forms upload (src/lib/quote/file-types.ts EXTENSION_TYPES; the
-- résumé's RESUME_EXTENSIONS), one row per bucket and extension. __tests__/database holds them equal.
create table private.upload_file_types (
  bucket_id text not null,
  extension text not null constraint upload_file_types_extension_check check (extension ~ '^[a-z0-9]+$'),
  content_type text not null constraint upload_file_types_content_type_check check (content_type ~ '^[a-z]+/[a-z0-9.+-]+$'),
  primary key (bucket_id, extension)
);
alter table private.upload_file_types enable row level security;
revoke all on table private.upload_file_types from public, anon, authenticated;

insert into private.upload_file_types (bucket_id, extension, content_type)
select 'quote-attachments', t.extension, t.content_type
from (values
  ('jpg', 'image/jpeg'), ('jpeg', 'image/jpeg'), ('png', 'image/png'), ('gif', 'image/gif'), ('webp', 'image/webp'),
  ('avif', 'image/avif'), ('heic', 'image/heic'), ('heif', 'image/heif'), ('bmp', 'image/bmp'), ('tif', 'image/tiff'),
  ('tiff', 'image/tiff'),
  ('mp4', 'video/mp4'), ('m4v', 'video/x-m4v'), ('mov', 'video/quicktime'), ('webm', 'video/webm'), ('avi', 'video/x-msvideo'),
  ('mkv', 'video/x-matroska'), ('mpeg', 'video/mpeg'), ('mpg', 'video/mpeg'), ('3gp', 'video/3gpp'), ('wmv', 'video/x-ms-wmv'),
  ('pdf', 'application/pdf'), ('doc', 'application/msword'),
  ('docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
  ('xls', 'application/vnd.ms-excel'), ('xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
  ('csv', 'text/csv')
) as t (extension, content_type)
union all
select 'job-application-resumes', t.extension, t.content_type
from (values
  ('pdf', 'application/pdf'), ('doc', 'application/msword'),
  ('docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
  ('jpg', 'image/jpeg'), ('jpeg', 'image/jpeg'), ('png', 'image/png'), ('heic', 'image/heic')
) as t (extension, content_type);

-- The buckets' own lists become the same exact types (no video/*): Storage refuses anything else before
-- the bytes are read, and the trigger refuses what its prefix comparison lets through.
update storage.buckets b
set allowed_mime_types = (
  select array_agg(distinct t.content_type order by t.content_type) from private.upload_file_types t where t.bucket_id = b.id
)
where b.id in ('quote-attachments', 'job-application-resumes');

-- Per bucket: the folder root, how many files and bytes one folder may hold, how long after its owner
-- was saved it accepts files, and what the whole bucket may take in an hour.
create table private.upload_rules (
  bucket_id text primary key,
  root text not null,
  max_files integer not null,
  max_bytes bigint not null,
  upload_window interval not null,
  hourly_files integer not null,
  hourly_bytes bigint not null
);
alter table private.upload_rules enable row level security;
revoke all on table private.upload_rules from public, anon, authenticated;
-- Quotes: 10 files and 200 MB (MAX_TOTAL_MB in src/lib/quote/attachment-limits.ts). The hourly budget,
-- 300 files and 3 GiB, is 30 full quotes an hour, about ten times the busiest hour a regional cleaning
-- company sees; résumés: one of 10 MB (RESUME_MAX_MB), 60 an hour.
insert into private.upload_rules values
  ('quote-attachments', 'quotes', 10, 209715200, interval '1 hour', 300, 3221225472),
  ('job-application-resumes', 'applications', 1, 10485760, interval '1 hour', 60, 629145600);

-- What each bucket took in each hour: one row per bucket and hour, deleted after a day by
-- private.purge_abuse_data (below). Counted inside the writing transaction, so a refused or rolled-back
-- write (Storage's permission test) counts nothing.
create table private.upload_budget (
  bucket_id text not null,
  hour timestamptz not null,
  files integer not null default 0,
  bytes bigint not null default 0,
  primary key (bucket_id, hour)
);
alter table private.upload_budget enable row level security;
revoke all on table private.upload_budget from public, anon, authenticated;

-- When the owner of a folder (the quote or application that named it) was saved, or null.
create function private.upload_folder_saved_at(p_bucket text, p_folder text)
returns timestamptz
language sql
stable
security definer
set search_path = ''
as $$
  select case p_bucket
    when 'quote-attachments' then (select q.created_at from public.quote_requests q where q.upload_folder = p_folder)
    when 'job-application-resumes' then (select a.created_at from public.job_applications a where a.resume_folder = p_folder)
  end
$$;
revoke all on function private.upload_folder_saved_at(text, text) from public, anon, authenticated, service_role;

-- An object's size as Storage records it: `size` once the bytes are stored, the request's
-- contentLength while it only tests the permission.
create function private.object_size(p_metadata jsonb)
returns bigint
language sql
immutable
set search_path = ''
as $$
  select coalesce((p_metadata ->> 'size')::bigint, (p_metadata ->> 'contentLength')::bigint, 0)
$$;
revoke all on function private.object_size(jsonb) from public, anon, authenticated;

create function private.refuse_upload(p_detail text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception using errcode = '42501', message = 'upload_refused', detail = p_detail;
end;
$$;
revoke all on function private.refuse_upload(text) from public, anon, authenticated;

create function private.enforce_upload_rules()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_rules private.upload_rules%rowtype;
  v_parts text[] := storage.foldername(new.name);
  v_folder text := array_to_string(storage.foldername(new.name), '/');
  v_file text := storage.filename(new.name);
  v_type text;
  v_size bigint := private.object_size(new.metadata);
  v_saved_at timestamptz;
  v_files integer;
  v_bytes bigint;
  v_hour timestamptz := date_trunc('hour', now());
  v_budget private.upload_budget%rowtype;
begin
  select * into v_rules from private.upload_rules r where r.bucket_id = new.bucket_id;
  if not found then
    -- Not one of ours, unless a row is being moved out of one of ours (the UPDATE check below).
    if tg_op = 'INSERT' or old.bucket_id not in (select r.bucket_id from private.upload_rules r) then
      return new;
    end if;
  end if;

  if tg_op = 'UPDATE' then
    if new.bucket_id = old.bucket_id and new.name = old.name and new.version is not distinct from old.version
       and new.metadata is not distinct from old.metadata then
      return new; -- bookkeeping columns only (owner, last_accessed_at, user_metadata)
    end if;
    perform private.refuse_upload('A stored file is never replaced, renamed, moved or retyped.');
  end if;

  if array_length(v_parts, 1) is distinct from 2 or v_parts[1] <> v_rules.root or v_parts[2] !~ '^[0-9]{13}-[0-9a-f]{16}$'
     or v_file !~ '^[A-Za-z0-9_-][A-Za-z0-9._-]{0,119}$' or position('.' in v_file) = 0 then
    perform private.refuse_upload(format('Files go in %s/<ms>-<16 hex>/<name>.<extension>.', v_rules.root));
  end if;

  select t.content_type into v_type
  from private.upload_file_types t where t.bucket_id = new.bucket_id and t.extension = lower(storage.extension(new.name));
  if v_type is null or (new.metadata ->> 'mimetype') is distinct from v_type then
    perform private.refuse_upload(format('A .%s file is stored as %s, exactly.', lower(storage.extension(new.name)), coalesce(v_type, 'nothing')));
  end if;

  if v_size < 0 or v_size > (select b.file_size_limit from storage.buckets b where b.id = new.bucket_id) then
    perform private.refuse_upload('The file is over the per-file limit.');
  end if;

  -- One writer per folder at a time: the count below sees every file committed before this one.
  perform pg_advisory_xact_lock(hashtextextended('upload-folder:' || new.bucket_id || '/' || v_folder, 0));

  v_saved_at := private.upload_folder_saved_at(new.bucket_id, v_folder);
  if v_saved_at is null or v_saved_at <= now() - v_rules.upload_window then
    perform private.refuse_upload('The folder belongs to no quote or application saved within the last hour.');
  end if;

  select count(*), coalesce(sum(private.object_size(o.metadata)), 0) into v_files, v_bytes
  from storage.objects o
  where o.bucket_id = new.bucket_id and starts_with(o.name, v_folder || '/') and o.name <> new.name;
  if v_files + 1 > v_rules.max_files or v_bytes + v_size > v_rules.max_bytes then
    perform private.refuse_upload(format('At most %s file(s) and %s bytes per folder.', v_rules.max_files, v_rules.max_bytes));
  end if;

  -- The bucket's hour, after the folder's lock (always in this order: no deadlock).
  perform pg_advisory_xact_lock(hashtextextended('upload-budget:' || new.bucket_id, 0));
  insert into private.upload_budget (bucket_id, hour) values (new.bucket_id, v_hour) on conflict do nothing;
  select * into v_budget from private.upload_budget u where u.bucket_id = new.bucket_id and u.hour = v_hour;
  if v_budget.files + 1 > v_rules.hourly_files or v_budget.bytes + v_size > v_rules.hourly_bytes then
    perform private.refuse_upload('The site takes no more files this hour.');
  end if;
  update private.upload_budget u set files = u.files + 1, bytes = u.bytes + v_size where u.bucket_id = new.bucket_id and u.hour = v_hour;
  return new;
end;
$$;
revoke all on function private.enforce_upload_rules() from public, anon, authenticated, service_role;

create trigger enforce_upload_rules
  before insert or update on storage.objects
  for each row execute function private.enforce_upload_rules();

-- The insert policies keep the cheap checks of the name (the trigger repeats them for every writer) and
-- leave the counting to the trigger, which alone sees concurrent writes.
drop policy "Visitors can upload files into their new quote's folder" on storage.objects;
create policy "Visitors can upload files into their new quote's folder"
  on storage.objects
  for insert
  to anon
  with check (
    bucket_id = 'quote-attachments'
    and array_length(storage.foldername(name), 1) = 2
    and (storage.foldername(name))[1] = 'quotes'
    and (storage.foldername(name))[2] ~ '^[0-9]{13}-[0-9a-f]{16}$'
    and storage.filename(name) ~ '^[A-Za-z0-9_-][A-Za-z0-9._-]{0,119}$'
  );
drop function private.upload_is_acceptable(text);

drop policy "Visitors can upload the résumé of their application" on storage.objects;
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
  );
drop function private.resume_upload_allowed(text);

-- The hourly purge also drops budget rows over a day old.
create or replace function private.purge_abuse_data(p_now timestamptz)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_hits integer;
  v_proofs integer;
  v_budget integer;
begin
  delete from private.rate_limit_hits h where h.hit_at <= p_now - interval '1 hour';
  get diagnostics v_hits = row_count;
  delete from private.spent_bot_proofs p where p.expires_at <= p_now;
  get diagnostics v_proofs = row_count;
  delete from private.upload_budget u where u.hour <= p_now - interval '1 day';
  get diagnostics v_budget = row_count;
  return v_hits + v_proofs + v_budget;
end;
$$;
revoke all on function private.purge_abuse_data(timestamptz) from public, anon, authenticated, service_role;
