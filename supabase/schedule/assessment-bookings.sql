-- The assessment booking's schedules (supabase/README.md, "Assessment bookings"). Run once per project in
-- the dashboard's SQL editor, after the migrations. Not a migration: pg_cron and pg_net exist only on a real
-- Supabase project. First store the site's public address in Vault (the database reads the schedule from it):
--
--   select vault.create_secret('https://www.your-domain.com', 'site_url');
--
-- Running this file again replaces the jobs (cron.schedule updates a job of the same name). Times are UTC.

create extension if not exists pg_cron;
create extension if not exists pg_net;

-- The editors' schedule (content/settings/assessment-schedule.json), as the last build published it at
-- {site_url}/assessment-schedule.json: each run applies the answer to the previous run's request and asks
-- again, so a schedule published in /admin is in force within 10 minutes of the site's build. A failed or
-- refused answer keeps the schedule in force: `select pull_error, pull_error_at, applied_at from private.assessment_schedule;`
select cron.schedule('pull-assessment-schedule', '*/10 * * * *', $$ select private.pull_assessment_schedule(now()) $$);

-- The booking calls' log (rate limits and the 6-changes-a-day limit per quote) lives one day.
select cron.schedule('purge-assessment-calls', '15 * * * *', $$ select private.purge_assessment_calls(now()) $$);
