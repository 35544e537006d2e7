import { sql } from 'drizzle-orm';
import { profiles, user } from '../../db/schema';

/**
 * authorNameOf's rule (creator-profiles.queries.ts: display name, else the account's name, else
 * the e-mail, else 'Anonymous') as a column, so a page of reviews or comments gets its names in
 * the same query as its rows. Needs `user` joined and `profiles` left-joined on the author's id;
 * comments.db.test.ts and reviews.db.test.ts compare the two.
 */
export const authorNameColumn = sql<string>`coalesce(
  nullif(trim(${profiles.displayName}), ''),
  nullif(trim(${user.name}), ''),
  nullif(trim(${profiles.email}), ''),
  nullif(trim(${user.email}), ''),
  'Anonymous'
)`;

/** The author's profile photo (platform.md §3 Comment userAvatar), if they have one. */
export const authorAvatarColumn = sql<string | null>`${profiles.photoUrl}`;
