-- Attachment names match the stored object exactly (issue 30, attack 7). The rule was a prefix of 80
-- sanitised characters, so "aaaa…a" followed by wire-transfer instructions passed as the name of a file
-- stored as "aaaa…a.pdf", and the office e-mail showed it. Now the stored name must be exactly the name
-- the form derives from the file's own (storedFileName in src/lib/quote/storage-path.ts: every character
-- but letters, digits, dot, underscore and hyphen made "_", leading dots dropped, the extension of its type
-- added when missing, at most 100 characters), or that name with the "-2" … "-10" the form adds to a
-- repeated one. __tests__/database holds the two derivations equal on a list of awkward names.
-- Attachment rows are also refused once a quote is two hours old: its files could be stored for one hour,
-- so a browser has had an hour to record them; later rows could only feed more late-files mail.

-- A name's extension as extensionOf (src/lib/quote/file-types.ts) reads it: after the last dot, lower case,
-- none for a leading or trailing dot.
create function private.extension_of(p_name text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when position('.' in p_name) = 0 then ''
              else (select case when d > 1 and d < char_length(p_name) then lower(substr(p_name, d + 1)) else '' end
                    from (select char_length(p_name) - position('.' in reverse(p_name)) + 1 as d) last_dot)
         end
$$;
revoke all on function private.extension_of(text) from public, anon, authenticated;

create function private.stored_file_name(p_file_name text, p_content_type text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_original text := private.extension_of(p_file_name);
  v_type_ext text;
  v_name text;
  v_ext text;
begin
  -- The extension the file is stored under: its own when the form knows it, else the one its type implies
  -- (the shortest of that type's extensions, then the first alphabetically).
  if exists (select 1 from private.upload_file_types t where t.bucket_id = 'quote-attachments' and t.extension = v_original) then
    v_type_ext := v_original;
  else
    select t.extension into v_type_ext from private.upload_file_types t
    where t.bucket_id = 'quote-attachments' and t.content_type = p_content_type
    order by char_length(t.extension), t.extension limit 1;
  end if;
  -- The browser replaces UTF-16 code units: a character outside the BMP is two of them, so "__".
  v_name := ltrim(regexp_replace(regexp_replace(p_file_name, '[\U00010000-\U0010FFFF]', '__', 'g'), '[^A-Za-z0-9._-]', '_', 'g'), '.');
  if v_type_ext is not null and private.extension_of(v_name) <> v_type_ext then
    v_name := coalesce(nullif(v_name, ''), 'file') || '.' || v_type_ext;
  end if;
  if v_name = '' then
    v_name := 'file';
  end if;
  if char_length(v_name) > 100 then
    v_ext := private.extension_of(v_name);
    v_name := case when v_ext <> '' then left(v_name, 100 - char_length(v_ext) - 1) || '.' || v_ext else left(v_name, 100) end;
  end if;
  return v_name;
end;
$$;
revoke all on function private.stored_file_name(text, text) from public, anon, authenticated;

-- The stored name is the file's, or the file's with the "-n" the form gives the n-th file of one name.
create function private.is_stored_name_of(p_stored text, p_file_name text, p_content_type text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  with expected as (
    select private.stored_file_name(p_file_name, p_content_type) as name,
           private.extension_of(private.stored_file_name(p_file_name, p_content_type)) as ext
  )
  select p_stored = e.name
      or exists (
        select 1 from generate_series(2, 10) n
        where p_stored = case when e.ext <> '' then left(e.name, char_length(e.name) - char_length(e.ext) - 1) || '-' || n || '.' || e.ext
                              else e.name || '-' || n end
      )
  from expected e
$$;
revoke all on function private.is_stored_name_of(text, text, text) from public, anon, authenticated;

create or replace function private.attachment_is_acceptable(p_quote_id uuid, p_storage_path text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select
    exists (
      select 1 from public.quote_requests q
      where q.id = p_quote_id and q.created_at > now() - interval '2 hours'
    )
    and exists (
      select 1 from storage.objects o
      where o.bucket_id = 'quote-attachments' and o.name = p_storage_path
    )
$$;

create or replace function private.check_attachment()
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

  if not private.is_stored_name_of(storage.filename(new.storage_path), new.file_name, new.content_type) then
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
