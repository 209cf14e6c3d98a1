-- The schedule that sweeps job applications whose e-mails have not gone out (supabase/README.md,
-- "Schedule"). Run once per project in the dashboard's SQL editor, AFTER deploying notify-application
-- and setting its secrets (the three Vault secrets are the quote sweep's: create them once). Not a migration: pg_cron, pg_net and Vault exist only on a real
-- Supabase project, and the three Vault secrets below must be created first with your values:
--
--   select vault.create_secret('https://<project-ref>.supabase.co', 'project_url');
--   select vault.create_secret('<anon / publishable key>', 'anon_key');
--   select vault.create_secret('<the value of NOTIFY_SWEEP_SECRET>', 'notify_sweep_secret');
--
-- Every minute, pg_net POSTs {"sweep": true} to the function with the sweep secret; the function
-- sends the applications' due mail (the hiring manager's first, then acknowledgements within the
-- shared caps) and a late résumé's follow-up, up to 5 attempts, within a day. Every hour, the
-- cleanup run deletes résumés no application names (up to 2,000 a run).
-- Running this file again replaces the job (cron.schedule updates a job of the same name).

create extension if not exists pg_cron;
create extension if not exists pg_net;

select cron.schedule(
  'notify-application-sweep',
  '* * * * *',
  $$
  select net.http_post(
    url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') || '/functions/v1/notify-application',
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

-- The privacy page's deletions for applications: each night, applications over a year old, then
-- (through the function, so the bytes go too) the résumés no application names any more.
select cron.schedule('purge-old-applications', '15 3 * * *', $$ select private.purge_old_applications(now()) $$);

select cron.schedule(
  'resume-cleanup',
  '45 * * * *',
  $$
  select net.http_post(
    url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') || '/functions/v1/notify-application',
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
