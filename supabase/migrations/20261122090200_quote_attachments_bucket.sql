-- The Storage bucket for quote attachments and who may write to it.
--
-- Public, because staff open the files by their public URL (spec section 7); the paths carry
-- 64 random bits (quotes/{timestamp}-{random}/{file}), so they cannot be guessed or listed.
-- file_size_limit is the per-file limit, MAX_FILE_MB in src/lib/quote/attachment-limits.ts:
-- 52428800 bytes = 50 MB, the ceiling of Supabase's hosted free plan. To raise it on a paid plan,
-- raise the project's global upload limit, change MAX_FILE_MB, and add a migration that updates
-- this bucket (the database tests fail until the two agree). allowed_mime_types mirrors
-- BUCKET_MIME_TYPES in src/lib/quote/file-types.ts.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'quote-attachments',
  'quote-attachments',
  true,
  52428800,
  array[
    'image/*',
    'video/*',
    'application/pdf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.ms-excel',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'text/csv'
  ]
)
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- anon may create new objects, and only as quotes/{13-digit timestamp}-{hex}/{safe name}.{known
-- extension}. No SELECT policy (no listing; public URLs do not need one), no UPDATE policy (no
-- overwrite: an upload with upsert is refused, and a second insert at a taken name fails on
-- Storage's unique (bucket_id, name) index), no DELETE policy.
create policy "Visitors can upload quote attachments"
  on storage.objects
  for insert
  to anon
  with check (
    bucket_id = 'quote-attachments'
    and array_length(storage.foldername(name), 1) = 2
    and (storage.foldername(name))[1] = 'quotes'
    and (storage.foldername(name))[2] ~ '^[0-9]{13}-[0-9a-f]{16,64}$'
    and storage.filename(name) ~ '^[A-Za-z0-9_-][A-Za-z0-9._-]{0,119}$'
    and lower(storage.extension(name)) = any (array[
      'jpg', 'jpeg', 'png', 'gif', 'webp', 'avif', 'heic', 'heif', 'bmp', 'tif', 'tiff', 'svg',
      'mp4', 'm4v', 'mov', 'webm', 'avi', 'mkv', 'mpeg', 'mpg', '3gp', 'wmv',
      'pdf', 'doc', 'docx', 'xls', 'xlsx', 'csv'
    ])
    -- storage.extension() returns the whole name when it has no dot: require one.
    and position('.' in storage.filename(name)) > 0
  );
