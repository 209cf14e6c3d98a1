-- The deletions the privacy page promises, and the rate-limit key's rotation (supabase/README.md,
-- "Schedules"). Run once per project in the dashboard's SQL editor, after the migrations, after
-- deploying notify-quote and after creating the Vault secrets notify-quote-sweep.sql names
-- (project_url, anon_key, notify_sweep_secret). Not a migration: pg_cron and pg_net exist only on a
-- real Supabase project. Running it again replaces the jobs (cron.schedule updates a job of the
-- same name). Times are UTC.

create extension if not exists pg_cron;
create extension if not exists pg_net;

-- Abuse-protection data (rate-limit hits, spent bot-check proofs): one hour, every hour.
select cron.schedule('purge-abuse-data', '0 * * * *', $$ select private.purge_abuse_data(now()) $$);

-- A new HMAC key for the rate limits every day: yesterday's hashes can no longer be linked to
-- today's (counting restarts at 04:00 UTC).
select cron.schedule('rotate-rate-limit-key', '0 4 * * *', $$ select private.rotate_vault_secret('rate_limit_key') $$);

-- Quote requests and their attachment rows three years after the request; newsletter sign-ups
-- never confirmed, 7 days after the sign-up; the mail outbox's rows after 30 days (and a purged
-- sign-up's at once).
select cron.schedule(
  'purge-old-records',
  '0 3 * * *',
  $$ select private.purge_old_quotes(now()), private.purge_unconfirmed_signups(now()), private.purge_mail_outbox(now()) $$
);

-- Files no quote refers to any more (a quote deleted above, or an upload never recorded), a day
-- after upload, through Storage's API (notify-quote's cleanup run): every hour, up to 2,000 files a
-- run, against the 300 files an hour the bucket can take at most (private.upload_rules).
select cron.schedule(
  'storage-cleanup',
  '30 * * * *',
  $$
  select net.http_post(
    url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') || '/functions/v1/notify-quote',
    headers := jsonb_build_object(
      'Content-Type', 'application/json',
      'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'anon_key'),
      'x-notify-secret', (select decrypted_secret from vault.decrypted_secrets where name = 'notify_sweep_secret')
    ),
    body := '{"cleanup": true}'::jsonb,
    timeout_milliseconds := 60000
  ) as request_id;
  $$
);
