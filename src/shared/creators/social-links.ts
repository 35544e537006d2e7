/**
 * A creator's website and social links (platform.md §2 Settings "Creator Profile": Instagram,
 * YouTube, TikTok, X, GitHub, LinkedIn): each may be typed as an address or as a handle, and is
 * stored as the full https address of the profile, so the public page links it without guessing.
 * Pure: the settings form checks with it before sending, the server again before storing.
 */
export const SOCIAL_NETWORK_FIELDS = [
  'instagram',
  'youtube',
  'tiktok',
  'twitter',
  'github',
  'linkedin',
] as const;
export type SocialNetworkField = (typeof SOCIAL_NETWORK_FIELDS)[number];

/** The longest address stored for the website or a link (a handle becomes a short address). */
export const LINK_MAX = 200;

/** The networks' names as they brand themselves (not translated; `twitter` is X). */
export const SOCIAL_NETWORK_NAMES: Record<SocialNetworkField, string> = {
  instagram: 'Instagram',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  twitter: 'X',
  github: 'GitHub',
  linkedin: 'LinkedIn',
};

interface NetworkRule {
  /** Hosts of the network's profiles (a subdomain such as www. or m. is accepted too). */
  hosts: readonly string[];
  /** A handle as the network allows it, without the leading @. */
  handle: RegExp;
  profileUrl: (handle: string) => string;
}

const NETWORKS: Record<SocialNetworkField, NetworkRule> = {
  instagram: {
    hosts: ['instagram.com'],
    handle: /^[A-Za-z0-9._]{1,30}$/,
    profileUrl: (h) => `https://www.instagram.com/${h}`,
  },
  youtube: {
    hosts: ['youtube.com', 'youtu.be'],
    handle: /^[A-Za-z0-9._-]{3,30}$/,
    profileUrl: (h) => `https://www.youtube.com/@${h}`,
  },
  tiktok: {
    hosts: ['tiktok.com'],
    handle: /^[A-Za-z0-9._]{2,24}$/,
    profileUrl: (h) => `https://www.tiktok.com/@${h}`,
  },
  twitter: {
    hosts: ['x.com', 'twitter.com'],
    handle: /^[A-Za-z0-9_]{1,15}$/,
    profileUrl: (h) => `https://x.com/${h}`,
  },
  github: {
    hosts: ['github.com'],
    handle: /^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}$/,
    profileUrl: (h) => `https://github.com/${h}`,
  },
  linkedin: {
    hosts: ['linkedin.com'],
    handle: /^[A-Za-z0-9-]{3,100}$/,
    profileUrl: (h) => `https://www.linkedin.com/in/${h}`,
  },
};

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** A host name with at least one dot and a letter top-level domain: 'cleo.dev', not 'localhost'. */
const PUBLIC_HOST = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

/** An http(s) address with a public host; a missing scheme means https. Null when it is not one. */
function webAddress(raw: string): URL | null {
  const text = HAS_SCHEME.test(raw) ? raw : `https://${raw}`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || !PUBLIC_HOST.test(url.hostname)) return null;
  return url;
}

/** The result of checking one link: the value to store ('' for none), or why it is refused. */
export type LinkResult = { ok: true; value: string } | { ok: false; reason: 'invalid' | 'tooLong' };

/** The website: any http(s) address with a public host, stored in its normalised form. */
export function normaliseWebsite(raw: string): LinkResult {
  const value = raw.trim();
  if (!value) return { ok: true, value: '' };
  if (value.length > LINK_MAX) return { ok: false, reason: 'tooLong' };
  const url = webAddress(value);
  if (!url) return { ok: false, reason: 'invalid' };
  const normalised = url.toString();
  return normalised.length > LINK_MAX ? { ok: false, reason: 'tooLong' } : { ok: true, value: normalised };
}

const hostBelongsTo = (host: string, domains: readonly string[]) =>
  domains.some((domain) => host === domain || host.endsWith(`.${domain}`));

/**
 * A social link: a handle ('ada', '@ada') becomes the network's profile address; an address must
 * be on the network's own site and name a profile (not its home page). Stored as https, without a
 * query, fragment or trailing slash.
 */
export function normaliseSocialLink(network: SocialNetworkField, raw: string): LinkResult {
  const value = raw.trim();
  if (!value) return { ok: true, value: '' };
  if (value.length > LINK_MAX) return { ok: false, reason: 'tooLong' };
  const rule = NETWORKS[network];
  const handle = value.replace(/^@/, '');
  if (rule.handle.test(handle) && !handle.includes('.com'))
    return { ok: true, value: rule.profileUrl(handle) };
  if (!value.includes('/') && !value.includes('.')) return { ok: false, reason: 'invalid' };
  const url = webAddress(value);
  if (!url || !hostBelongsTo(url.hostname.toLowerCase(), rule.hosts)) return { ok: false, reason: 'invalid' };
  const path = url.pathname.replace(/\/+$/, '');
  if (path === '' || path === '/') return { ok: false, reason: 'invalid' };
  return { ok: true, value: `https://${url.hostname.toLowerCase()}${path}` };
}
