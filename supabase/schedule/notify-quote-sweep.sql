-- The schedule that sweeps quotes whose e-mails have not gone out (supabase/README.md,
-- "Schedule"). Run once per project in the dashboard's SQL editor, AFTER deploying notify-quote
-- and setting its secrets. Not a migration: pg_cron, pg_net and Vault exist only on a real
-- Supabase project, and the three Vault secrets below must be created first with your values:
--
--   select vault.create_secret('https://<project-ref>.supabase.co', 'project_url');
--   select vault.create_secret('<anon / publishable key>', 'anon_key');
--   select vault.create_secret('<the value of NOTIFY_SWEEP_SECRET>', 'notify_sweep_secret');
--
-- Every minute, pg_net POSTs {"sweep": true} to the function with the sweep secret; the function
-- sends each quote whose uploads are over (marked finished by the browser, none expected, or 30
-- minutes passed) that is 1 minute to a day old, up to 5 attempts, the late-files follow-ups, and
-- the newsletter confirmation mails (a visitor waits at most a minute for one), and the assessment booking's
-- mails, the day-before reminders included (each waits in the outbox until its time: no job of its own).
-- Running this file again replaces the job (cron.schedule updates a job of the same name).

create extension if not exists pg_cron;
create extension if not exists pg_net;

select cron.schedule(
  'notify-quote-sweep',
  '* * * * *',
  $$
  select net.http_post(
    url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') || '/functions/v1/notify-quote',
    headers := jsonb_build_object(
      'Content-Type', 'application/json',
      'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'anon_key'),
      'x-notify-secret', (select decrypted_secret from vault.decrypted_secrets where name = 'notify_sweep_secret')
    ),
    body := '{"sweep": true}'::jsonb,
    timeout_milliseconds := 30000
  ) as request_id;
  $$
);
