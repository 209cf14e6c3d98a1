-- Where a quote's visit came from, recorded by the browser (session storage, no cookies) and
-- shown in the office e-mail, so the company learns which pages and campaigns bring quotes:
--   landing_page  path and query of the visit's first page on the site ("/services/office?x=1");
--   referrer      the external page that linked to it (an http(s) URL);
--   utm           the visit's utm_* parameters as a flat object of strings.
-- All three are optional and insertable by anon, like the form's other columns.

-- A check constraint cannot run a subquery, so the shape of utm is checked by a function.
-- IMMUTABLE (it only reads its argument); CASE keeps jsonb_each from seeing a non-object.
create function private.is_utm_object(value jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select case
    when jsonb_typeof(value) <> 'object' then false
    else (select count(*) from jsonb_each(value)) <= 10
      and not exists (
        select 1 from jsonb_each(value) e
        where e.key !~ '^utm_[a-z0-9_]{1,32}$'
           or jsonb_typeof(e.value) <> 'string'
           or char_length(e.value #>> '{}') not between 1 and 200
      )
  end
$$;

revoke all on function private.is_utm_object(jsonb) from public;
-- Check constraints run with the inserting role's rights.
grant execute on function private.is_utm_object(jsonb) to anon, service_role;

alter table public.quote_requests
  add column landing_page text
    constraint quote_requests_landing_page_check check (
      char_length(landing_page) <= 2048 and landing_page ~ '^/' and landing_page !~ '[[:cntrl:][:space:]]'
    ),
  add column referrer text
    constraint quote_requests_referrer_check check (
      char_length(referrer) <= 2048 and referrer ~ '^https?://[^[:cntrl:][:space:]]+$'
    ),
  add column utm jsonb
    constraint quote_requests_utm_check check (private.is_utm_object(utm));

comment on column public.quote_requests.landing_page is 'Path and query of the first page of the visit that sent the quote.';
comment on column public.quote_requests.referrer is 'External page that referred that first page (http(s) URL).';
comment on column public.quote_requests.utm is 'The visit''s utm_* parameters, e.g. {"utm_source":"google"}.';

grant insert (landing_page, referrer, utm) on table public.quote_requests to anon;
