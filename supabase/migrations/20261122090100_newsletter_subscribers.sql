-- Newsletter sign-ups from the blog's newsletter box.
-- A repeated address is not an error to the visitor and reveals nothing: the insert of a known
-- address succeeds and is silently skipped, so the box cannot be used to test who subscribed.

create table public.newsletter_subscribers (
  id uuid primary key default gen_random_uuid(),
  email text not null unique
    constraint newsletter_subscribers_email_check check (
      char_length(email) <= 254
      and email = lower(email)
      and email ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]{2,}$'
    ),
  created_at timestamptz not null default now()
);

comment on table public.newsletter_subscribers is 'E-mail addresses signed up through the website''s newsletter box.';

-- Stores addresses in lower case and skips one already stored. SECURITY DEFINER because the
-- duplicate check must read the table, which `anon` cannot; fixed empty search_path.
create function private.newsletter_skip_known_address()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.email := lower(btrim(new.email));
  if exists (select 1 from public.newsletter_subscribers s where s.email = new.email) then
    return null; -- nothing inserted, no error: the visitor sees the same "subscribed" either way
  end if;
  return new;
end;
$$;

-- Trigger functions need no EXECUTE grant to fire; keep it from being callable at all.
revoke all on function private.newsletter_skip_known_address() from public;

create trigger newsletter_subscribers_skip_known_address
  before insert on public.newsletter_subscribers
  for each row execute function private.newsletter_skip_known_address();

alter table public.newsletter_subscribers enable row level security;

revoke all on table public.newsletter_subscribers from public, anon, authenticated;
grant insert (email) on table public.newsletter_subscribers to anon;
grant select, insert, update, delete on table public.newsletter_subscribers to service_role;

create policy "Visitors can subscribe with an e-mail address"
  on public.newsletter_subscribers
  for insert
  to anon
  with check (created_at = now() and char_length(email) <= 254);
