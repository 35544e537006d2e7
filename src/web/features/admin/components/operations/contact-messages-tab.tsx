/** The admin panel's contact-messages tab (issue 22 §4): built by the admin-operations part. */
export function ContactMessagesTab() {
  return null;
}
