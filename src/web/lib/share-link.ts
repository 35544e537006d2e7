/**
 * Shares a page: the system's share sheet where there is one (Web Share), else its address is
 * copied to the clipboard. 'cancelled' when the reader closed the sheet (nothing to tell them).
 */
export async function shareOrCopyLink(share: {
  title: string;
  url: string;
}): Promise<'shared' | 'copied' | 'cancelled'> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(share);
      return 'shared';
    } catch (error) {
      if ((error as { name?: string }).name === 'AbortError') return 'cancelled';
      // Refused (not allowed here, no user gesture): the clipboard still works.
    }
  }
  await navigator.clipboard.writeText(share.url);
  return 'copied';
}
