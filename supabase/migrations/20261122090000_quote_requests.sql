-- Quote requests from the website's /quote form, and the files attached to them.
--
-- The browser talks to these tables as the `anon` role with the public anon key, so every rule
-- the form applies is repeated here (the form can be bypassed, the database cannot):
--   * row-level security on every table; `anon` may INSERT and nothing else (no SELECT, UPDATE,
--     DELETE), with column-level grants so it cannot set `created_at` or an attachment's `id`;
--   * the browser makes each quote's UUID, so it never needs to read a row back (inserts are
--     sent with `Prefer: return=minimal`);
--   * check constraints mirror src/lib/quote/{options,field-rules,attachment-limits}.ts, and the
--     tests in __tests__/database insert the form's own rows and one past every limit.
-- Supabase no longer grants new tables to the API roles automatically, and older projects still
-- do through default privileges: the explicit `revoke` and `grant` below give the same result on both.

create table public.quote_requests (
  id uuid primary key,
  business_name text not null
    constraint quote_requests_business_name_check check (btrim(business_name) <> '' and char_length(business_name) <= 200),
  contact_name text not null
    constraint quote_requests_contact_name_check check (btrim(contact_name) <> '' and char_length(contact_name) <= 120),
  email text not null
    constraint quote_requests_email_check check (
      char_length(email) <= 254 and email ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]{2,}$'
    ),
  phone text not null
    constraint quote_requests_phone_check check (
      char_length(phone) <= 30
      and phone ~ '^[0-9+(). -]+$'
      and regexp_replace(phone, '[^0-9]', '', 'g') ~ '^1?[0-9]{10}$'
    ),
  address text constraint quote_requests_address_check check (char_length(address) <= 200),
  city text constraint quote_requests_city_check check (char_length(city) <= 100),
  state text not null default 'FL'
    constraint quote_requests_state_check check (state in ('FL', 'GA', 'AL', 'SC', 'NC')),
  zip_code text constraint quote_requests_zip_code_check check (zip_code ~ '^[0-9]{5}$'),
  service_type text constraint quote_requests_service_type_check check (char_length(service_type) <= 120),
  frequency text
    constraint quote_requests_frequency_check check (
      frequency in ('daily', 'weekly', 'bi-weekly', 'monthly', 'one-time', 'as-needed')
    ),
  square_footage text constraint quote_requests_square_footage_check check (char_length(square_footage) <= 40),
  number_of_employees text
    constraint quote_requests_number_of_employees_check check (char_length(number_of_employees) <= 40),
  special_requirements text
    constraint quote_requests_special_requirements_check check (char_length(special_requirements) <= 2000),
  preferred_contact_method text
    constraint quote_requests_preferred_contact_method_check check (
      preferred_contact_method in ('phone', 'email', 'text', 'any')
    ),
  budget text
    constraint quote_requests_budget_check check (
      budget in ('under-500', '500-1000', '1000-2500', '2500-5000', 'over-5000')
    ),
  services text[] not null
    constraint quote_requests_services_check check (
      cardinality(services) between 1 and 14
      and array_position(services, null) is null
      and services <@ array[
        'Office Cleaning',
        'Restaurant Cleaning',
        'Retail Space Cleaning',
        'Kitchen Cleaning',
        'High Dusting',
        'Nightly Janitorial Services',
        'Periodic Deep Cleaning',
        'Post-Construction Cleanup',
        'Medical Office Cleaning',
        'Warehouse Cleaning',
        'Data Center Cleaning',
        'Dumpster Pad Cleaning',
        'Loading Dock Degreasing',
        'Food-Borne Illness / Outbreak Response'
      ]::text[]
    ),
  created_at timestamptz not null default now()
);

comment on table public.quote_requests is 'One row per quote submitted on the website''s /quote form.';
create index quote_requests_created_at_idx on public.quote_requests (created_at desc);

create table public.quote_attachments (
  id uuid primary key default gen_random_uuid(),
  quote_id uuid not null references public.quote_requests (id) on delete cascade,
  storage_path text not null unique
    constraint quote_attachments_storage_path_check check (
      storage_path ~ '^quotes/[0-9]{13}-[0-9a-f]{16,64}/[A-Za-z0-9_-][A-Za-z0-9._-]{0,119}$'
    ),
  public_url text not null
    constraint quote_attachments_public_url_check check (
      char_length(public_url) <= 2048
      and public_url ~ '^https?://'
      -- The URL Storage serves the object at: it must name this very path in the public bucket.
      and right(public_url, char_length('/storage/v1/object/public/quote-attachments/' || storage_path))
        = '/storage/v1/object/public/quote-attachments/' || storage_path
    ),
  file_name text not null
    constraint quote_attachments_file_name_check check (char_length(file_name) between 1 and 255),
  size_bytes bigint not null
    -- 52428800 bytes = 50 MB, the bucket's per-file limit (MAX_FILE_MB in attachment-limits.ts).
    constraint quote_attachments_size_bytes_check check (size_bytes between 0 and 52428800),
  content_type text not null
    constraint quote_attachments_content_type_check check (
      content_type ~ '^(image|video)/[a-z0-9][a-z0-9.+-]*$'
      or content_type in (
        'application/pdf',
        'application/msword',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        'application/vnd.ms-excel',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'text/csv'
      )
    ),
  created_at timestamptz not null default now()
);

comment on table public.quote_attachments is 'Files uploaded with a quote: where they are in the quote-attachments bucket.';
create index quote_attachments_quote_id_idx on public.quote_attachments (quote_id);

-- Helpers for policies live in a schema the Data API does not expose.
create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to anon;

-- An attachment row may only describe a file that was really uploaded, for a quote submitted in
-- the last 24 hours. SECURITY DEFINER because `anon` can read neither table; a fixed, empty
-- search_path so nothing can shadow the names it uses (Supabase linter: function_search_path_mutable).
create function private.attachment_is_acceptable(p_quote_id uuid, p_storage_path text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select
    exists (
      select 1 from public.quote_requests q
      where q.id = p_quote_id and q.created_at > now() - interval '24 hours'
    )
    and exists (
      select 1 from storage.objects o
      where o.bucket_id = 'quote-attachments' and o.name = p_storage_path
    )
$$;

revoke all on function private.attachment_is_acceptable(uuid, text) from public;
grant execute on function private.attachment_is_acceptable(uuid, text) to anon;

alter table public.quote_requests enable row level security;
alter table public.quote_attachments enable row level security;

revoke all on table public.quote_requests, public.quote_attachments from public, anon, authenticated;

grant insert (
  id, business_name, contact_name, email, phone, address, city, state, zip_code, service_type,
  frequency, square_footage, number_of_employees, special_requirements, preferred_contact_method,
  budget, services
) on table public.quote_requests to anon;

grant insert (quote_id, storage_path, public_url, file_name, size_bytes, content_type)
  on table public.quote_attachments to anon;

-- Staff tools and server code use the service role, which bypasses row-level security.
grant select, insert, update, delete on table public.quote_requests, public.quote_attachments to service_role;

create policy "Visitors can submit a quote"
  on public.quote_requests
  for insert
  to anon
  -- Stamped by the database at submission, never backdated.
  with check (created_at = now() and cardinality(services) between 1 and 14);

create policy "Visitors can record an uploaded file of their quote"
  on public.quote_attachments
  for insert
  to anon
  with check ((select private.attachment_is_acceptable(quote_id, storage_path)));
