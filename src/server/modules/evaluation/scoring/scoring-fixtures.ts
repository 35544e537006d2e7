/** Fixed recipes for the scoring tests: the same text must always score the same. */

export const GOOD_RECIPE = `# Recipe Title: Resilient Nightly Database Backup

## Goal
Back up the production PostgreSQL database every night, keep 14 days of copies and prove each copy can be restored.

## Principles
1. A backup that has never been restored is not a backup.
2. Automate the schedule so no person has to remember it.
3. Keep copies off the machine they protect.

## Operations
- **Dump** the database with pg_dump in custom format
- **Upload** the dump to object storage in another region
- **Restore test** into a scratch database

## Steps
1. Schedule a cron job at 02:00 UTC that runs pg_dump -Fc into a dated file.
2. Upload the dump file to the backup bucket and delete local copies older than 2 days.
3. Restore the newest dump into a scratch database and compare row counts of the 5 largest tables.
4. If the dump or the upload fails, retry twice, then alert the on-call engineer with the error log.
5. Delete remote copies older than 14 days and record the backup result in the operations report.
`;

/** Sections missing and out of order, empty and duplicated items, no error handling. */
export const BROKEN_RECIPE = `## Steps
- the database
-
- the database

## Principles
- Backups matter.
- Backups matter a lot.
- Backups matter.
`;

/** Well formed, but with placeholder text left in. */
export const PLACEHOLDER_RECIPE = `# Recipe Title: Weekly Team Update

## Goal
Write a short weekly update for the team about [insert project name].

## Principles
1. Lead with decisions.
2. TODO: add a second principle.

## Operations
- **Collect** notes from each lead
- **Draft** the update

## Steps
1. Collect the notes from each lead by Thursday.
2. Draft the update with lorem ipsum dolor sit amet.
3. Send the update to the team list on Friday.
`;
