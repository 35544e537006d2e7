import type { Db } from '../../db/client';
import type { JobHandlers } from '../../jobs/job-handlers';
import type { Mailer } from '../../mail/mailer';
import { findContactMessage, markContactMessageMailed } from './public-site.queries';
import { contactMail } from './public-site.service';

// The public site's job type, merged into the runner's table of payloads.
declare module '../../jobs/enqueue' {
  interface JobPayloads {
    'contact.mail': { contactMessageId: string };
  }
}

/**
 * The mail a contact message owes to support (platform.md §3 Contact form), sent by the job queued
 * with the message. A message already mailed (the usual case: the inline send worked) or gone
 * is done without sending, so support never gets the same message twice from this job.
 */
export function contactMailHandlers(deps: { db: Db; mailer: Mailer; supportEmail: string }): JobHandlers {
  return {
    'contact.mail': {
      async run({ contactMessageId }) {
        const row = await findContactMessage(deps.db, contactMessageId);
        if (!row || row.mailedAt) return;
        await deps.mailer.send(contactMail(deps.supportEmail, row));
        await markContactMessageMailed(deps.db, row.id);
      },
    },
  };
}
