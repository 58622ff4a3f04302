/**
 * How many rows the email assistant's lists load: what they showed before the API paged them (the
 * newest 500 of drafts, templates, tasks and automations; 200 of the outbox; 100 runs of an
 * automation), so a screen shows the same rows as before whatever the table holds.
 */
export const SHOWN_BEFORE_PAGING = 500;
export const OUTBOX_SHOWN_BEFORE_PAGING = 200;
export const RUNS_SHOWN_BEFORE_PAGING = 100;
