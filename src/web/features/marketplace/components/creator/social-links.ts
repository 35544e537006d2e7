/**
 * The Connect links of a creator profile (platform.md §2): only those set, each turned into a safe
 * address. A full http(s) address is kept as it is (other schemes, javascript: above all, are
 * dropped); a bare handle ('@ada', 'ada') goes to the network's profile address; anything else is
 * left out rather than linked wrongly.
 */
export const SOCIAL_NETWORKS = [
  'website',
  'github',
  'twitter',
  'linkedin',
  'instagram',
  'youtube',
  'tiktok',
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

const PROFILE_URL: Record<Exclude<SocialNetwork, 'website'>, (handle: string) => string> = {
  github: (h) => `https://github.com/${h}`,
  twitter: (h) => `https://x.com/${h}`,
  linkedin: (h) => `https://www.linkedin.com/in/${h}`,
  instagram: (h) => `https://www.instagram.com/${h}`,
  youtube: (h) => `https://www.youtube.com/@${h}`,
  tiktok: (h) => `https://www.tiktok.com/@${h}`,
};

const HANDLE = /^[A-Za-z0-9._-]{1,100}$/;
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

function webAddress(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

export function socialHref(network: SocialNetwork, raw: string): string | null {
  const value = raw.trim();
  if (!value) return null;
  if (HAS_SCHEME.test(value)) return webAddress(value);
  // 'cleo.dev/about' or 'github.com/cleo': an address without its scheme.
  if (network === 'website' || /^(www\.)?[a-z0-9-]+(\.[a-z0-9-]+)+\//i.test(value) || value.includes('.com'))
    return webAddress(`https://${value}`);
  const handle = value.replace(/^@/, '');
  return HANDLE.test(handle) ? PROFILE_URL[network](handle) : null;
}

export function socialLinks(
  profile: Record<SocialNetwork, string>,
): Array<{ network: SocialNetwork; href: string }> {
  return SOCIAL_NETWORKS.flatMap((network) => {
    const href = socialHref(network, profile[network]);
    return href ? [{ network, href }] : [];
  });
}
