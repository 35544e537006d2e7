/** The admin panel's users tab (issue 22 §4): built by the admin-operations part. */
export function UsersTab() {
  return null;
}
