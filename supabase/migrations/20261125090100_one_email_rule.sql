-- One e-mail rule for the browser and the database: the pattern is EMAIL_PATTERN_SOURCE of
-- src/lib/email.ts character for character (with its ' doubled for SQL), plus RFC 5321's 254
-- characters. __tests__/database/email-rule.test.ts fails when the two drift apart.
-- The old rule accepted addresses such as x@example.c that the form now refuses.
--
-- NOT VALID: the rule applies to every new row, and a row stored under the older, looser rule
-- does not stop this migration (staff can still read and answer it).

alter table public.quote_requests
  drop constraint quote_requests_email_check,
  add constraint quote_requests_email_check check (
    char_length(email) <= 254
    and email ~ '^[A-Za-z0-9.!#$%&''*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z][A-Za-z0-9-]{0,61}[A-Za-z0-9]$'
  ) not valid;

alter table public.newsletter_subscribers
  drop constraint newsletter_subscribers_email_check,
  add constraint newsletter_subscribers_email_check check (
    char_length(email) <= 254
    and email = lower(email)
    and email ~ '^[A-Za-z0-9.!#$%&''*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z][A-Za-z0-9-]{0,61}[A-Za-z0-9]$'
  ) not valid;
