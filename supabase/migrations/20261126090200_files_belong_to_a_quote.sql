-- Files belong to a quote (CONTRACT-22.md items 2 and 3):
--   * quote_requests.upload_folder: the folder "quotes/<ms timestamp>-<16 hex>" the browser will
--     upload into, sent with the quote row; unique, so no two quotes share one;
--   * Storage takes an object only inside the folder of a quote saved within the last hour, at most
--     10 objects and 200 MB (by Storage's recorded sizes) per folder, never SVG or HTML: the bucket
--     lists the exact image types (its former image/* admitted image/svg+xml, which a browser runs
--     as a page on the project's domain);
--   * quote_attachments: a row is checked against the object in storage.objects (its size and
--     type are Storage's, its file name must be the one the stored name was made from), must lie
--     in its quote's folder, and at most 10 rows and 200 MB per quote; public_url is derived by
--     the database from storage_path and the project URL in Vault (`project_url`), whatever the
--     browser sent.
-- Links stay public and unguessable: 64 random bits in the folder name, as before.

alter table public.quote_requests
  add column upload_folder text
    constraint quote_requests_upload_folder_check check (upload_folder ~ '^quotes/[0-9]{13}-[0-9a-f]{16}$')
    constraint quote_requests_upload_folder_key unique;
comment on column public.quote_requests.upload_folder is 'Storage folder of the quote''s files (quotes/<ms>-<16 hex>), null when it has none.';
grant insert (upload_folder) on table public.quote_requests to anon;

-- Exact types instead of image/*: every image type the form uploads (src/lib/quote/file-types.ts)
-- except SVG. Videos keep video/* (no video type is a web page).
update storage.buckets
set allowed_mime_types = array[
  'image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif', 'image/heic', 'image/heif', 'image/bmp', 'image/tiff',
  'video/*',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'text/csv'
]
where id = 'quote-attachments';

alter table public.quote_attachments
  drop constraint quote_attachments_content_type_check,
  add constraint quote_attachments_content_type_check check (
    (content_type ~ '^(image|video)/[a-z0-9][a-z0-9.+-]*$' and content_type not in ('image/svg+xml'))
    or content_type in (
      'application/pdf',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.ms-excel',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'text/csv'
    )
  ),
  add constraint quote_attachments_file_name_text_check check (file_name !~ '[[:cntrl:]]');

-- Per quote: 10 files, 200 MB (MAX_TOTAL_MB in src/lib/quote/attachment-limits.ts).
create function private.quote_file_limits()
returns table (max_files integer, max_bytes bigint)
language sql
immutable
set search_path = ''
as $$
  select 10, 209715200::bigint
$$;
revoke all on function private.quote_file_limits() from public, anon, authenticated;

-- May this object name be created now? Its folder must be a quote's, saved within the hour, with
-- room for one more file. SECURITY DEFINER: anon can read neither table.
create function private.upload_is_acceptable(p_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  with target as (
    select q.upload_folder
    from public.quote_requests q
    where q.upload_folder = (storage.foldername(p_name))[1] || '/' || (storage.foldername(p_name))[2]
      and q.created_at > now() - interval '1 hour'
  ), used as (
    select count(*) as files, coalesce(sum((o.metadata ->> 'size')::bigint), 0) as bytes
    from storage.objects o, target t
    where o.bucket_id = 'quote-attachments' and o.name like t.upload_folder || '/%'
  )
  select exists (select 1 from target)
    and (select files from used) < (select max_files from private.quote_file_limits())
    and (select bytes from used) < (select max_bytes from private.quote_file_limits())
$$;
revoke all on function private.upload_is_acceptable(text) from public;
grant execute on function private.upload_is_acceptable(text) to anon;

drop policy "Visitors can upload quote attachments" on storage.objects;
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
    and lower(storage.extension(name)) = any (array[
      'jpg', 'jpeg', 'png', 'gif', 'webp', 'avif', 'heic', 'heif', 'bmp', 'tif', 'tiff',
      'mp4', 'm4v', 'mov', 'webm', 'avi', 'mkv', 'mpeg', 'mpg', '3gp', 'wmv',
      'pdf', 'doc', 'docx', 'xls', 'xlsx', 'csv'
    ])
    and position('.' in storage.filename(name)) > 0
    and (select private.upload_is_acceptable(name))
  );

-- The public URL Storage serves an object of the bucket at.
create function private.public_object_url(p_storage_path text)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_base text := rtrim(private.vault_secret('project_url'), '/');
begin
  if v_base is null or v_base !~ '^https?://' then
    raise exception 'Vault secret project_url (https://<project-ref>.supabase.co) is missing: see supabase/README.md';
  end if;
  return v_base || '/storage/v1/object/public/quote-attachments/' || p_storage_path;
end;
$$;
revoke all on function private.public_object_url(text) from public, anon, authenticated;

-- The checks of an attachment row that a policy cannot make (it needs the object's details and
-- the quote's other files), and the derived URL. Locks the quote row so two concurrent inserts
-- cannot both take the last place.
create function private.check_attachment()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_folder text;
  v_object record;
  v_files integer;
  v_bytes bigint;
  v_stem text;
begin
  new.public_url := private.public_object_url(new.storage_path);
  if current_setting('role', true) not in ('anon', 'authenticated') then
    return new;
  end if;

  select q.upload_folder into v_folder from public.quote_requests q where q.id = new.quote_id for update;
  if v_folder is null or new.storage_path not like v_folder || '/%' then
    raise exception using errcode = 'PT403', message = 'attachment_refused', detail = 'The file is not in its quote''s folder.';
  end if;

  select (o.metadata ->> 'size')::bigint as size, o.metadata ->> 'mimetype' as mimetype into v_object
  from storage.objects o where o.bucket_id = 'quote-attachments' and o.name = new.storage_path;
  if not found or v_object.size is distinct from new.size_bytes or v_object.mimetype is distinct from new.content_type then
    raise exception using errcode = 'PT403', message = 'attachment_refused', detail = 'Name, size or type differ from the stored file.';
  end if;

  -- The stored name is the visitor's name with every other character made "_", leading dots
  -- dropped, and maybe an extension, a "-2" or a shortening added (src/lib/quote/storage-path.ts):
  -- it starts with the name's first 80 characters before its extension.
  -- (The browser replaces UTF-16 code units: a character outside the BMP becomes "__".)
  v_stem := regexp_replace(regexp_replace(new.file_name, '[\U00010000-\U0010FFFF]', '__', 'g'), '[^A-Za-z0-9._-]', '_', 'g');
  v_stem := ltrim(v_stem, '.');
  v_stem := left(case when v_stem ~ '.\.[^.]+$' then regexp_replace(v_stem, '\.[^.]+$', '') else v_stem end, 80);
  if left(storage.filename(new.storage_path), char_length(v_stem)) <> v_stem then
    raise exception using errcode = 'PT403', message = 'attachment_refused', detail = 'The file name is not the stored file''s.';
  end if;

  select count(*), coalesce(sum(a.size_bytes), 0) into v_files, v_bytes
  from public.quote_attachments a where a.quote_id = new.quote_id;
  if v_files + 1 > (select max_files from private.quote_file_limits())
     or v_bytes + new.size_bytes > (select max_bytes from private.quote_file_limits()) then
    raise exception using errcode = 'PT403', message = 'attachment_refused', detail = 'At most 10 files and 200 MB per quote.';
  end if;
  return new;
end;
$$;
revoke all on function private.check_attachment() from public, anon, authenticated;

create trigger quote_attachments_check
  before insert on public.quote_attachments
  for each row execute function private.check_attachment();

-- The browser no longer sends a URL at all: anon may not write the column, so a link to another host
-- is refused outright rather than overwritten (the trigger above still fills it for every row).
revoke insert (public_url) on public.quote_attachments from anon;
