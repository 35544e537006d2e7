/** The admin panel's jobs tab (issue 22 §4): built by the admin-operations part. */
export function JobsTab() {
  return null;
}
