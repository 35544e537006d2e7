import type { ErrorKey } from '../errors/error-table';
import {
  LINK_MAX,
  normaliseSocialLink,
  normaliseWebsite,
  SOCIAL_NETWORK_FIELDS,
  SOCIAL_NETWORK_NAMES,
  type SocialNetworkField,
} from './social-links';

/**
 * The rules of the creator profile (platform.md §2 Settings "Creator Profile", §5 Specialties and
 * Commission rate), pure, so the settings form and the server check the same ones: the form shows
 * each problem beside its field before sending, the server refuses the first with its key.
 */

/** platform.md §5: at most 5 specialties, each at most 50 characters. */
export const SPECIALTIES_MAX = 5;
export const SPECIALTY_MAX_CHARS = 50;
/** platform.md §5: the commission slider, dollars per recipe. */
export const COMMISSION_RATE_MIN = 25;
export const COMMISSION_RATE_MAX = 500;
export const COMMISSION_RATE_STEP = 25;
export const COMMISSION_RATE_DEFAULT = 50;

/** The display name as the Profile section allows it. */
export const CREATOR_NAME_MAX = 50;
export const CREATOR_TITLE_MAX = 80;
export const CREATOR_BIO_MAX = 1000;
export const CREATOR_LOCATION_MAX = 80;
export { LINK_MAX };

export const CREATOR_EXPERIENCE_LEVELS = ['beginner', 'intermediate', 'advanced', 'professional'] as const;
export type CreatorExperienceLevel = (typeof CREATOR_EXPERIENCE_LEVELS)[number];

/**
 * The specialties offered as chips (platform.md §5), by id; each language words them, and the
 * creator's own words are stored (a specialty is what they call their craft, like their bio).
 */
export const OFFERED_SPECIALTIES = [
  'aiAutomation',
  'workflowDesign',
  'dataProcessing',
  'machineLearning',
  'algorithmOptimization',
  'systemArchitecture',
  'apiDevelopment',
  'devOps',
  'frontendDevelopment',
  'backendDevelopment',
  'databaseDesign',
  'security',
  'performanceOptimization',
  'testingStrategies',
] as const;
export type OfferedSpecialty = (typeof OFFERED_SPECIALTIES)[number];

/** Runs of white space made one space, trimmed. */
export const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A specialty's identity for duplicates: the same words in any case are the same specialty. */
export const specialtyIdentity = (text: string) => squeeze(text).toLocaleLowerCase();

export type SpecialtyProblem = 'tooMany' | 'duplicate' | 'tooLong';

/**
 * Whether one more specialty may join the list (the chip input's check): blank is ignored (null,
 * nothing to add), otherwise the first rule it breaks, or 'ok'.
 */
export function specialtyToAdd(list: readonly string[], raw: string): SpecialtyProblem | 'ok' | null {
  const text = squeeze(raw);
  if (!text) return null;
  if (text.length > SPECIALTY_MAX_CHARS) return 'tooLong';
  if (list.some((s) => specialtyIdentity(s) === specialtyIdentity(text))) return 'duplicate';
  if (list.length >= SPECIALTIES_MAX) return 'tooMany';
  return 'ok';
}

export function isValidCommissionRate(rate: number): boolean {
  return (
    Number.isInteger(rate) &&
    rate >= COMMISSION_RATE_MIN &&
    rate <= COMMISSION_RATE_MAX &&
    (rate - COMMISSION_RATE_MIN) % COMMISSION_RATE_STEP === 0
  );
}

/** What the form sends (PUT /api/creators/me/profile): every field, as typed. */
export interface CreatorProfileInput {
  displayName: string;
  title: string;
  bio: string;
  location: string;
  website: string;
  experience: CreatorExperienceLevel | null;
  instagram: string;
  youtube: string;
  tiktok: string;
  twitter: string;
  github: string;
  linkedin: string;
  specialties: string[];
  portfolioVisible: boolean;
  acceptCommissions: boolean;
  commissionRate: number;
  availableForCollabs: boolean;
}

export type CreatorProfileField = keyof CreatorProfileInput;

/** One refusal: the field it is about, and the error-table key and parameters that word it. */
export interface CreatorProfileProblem {
  field: CreatorProfileField;
  key: ErrorKey;
  params?: Record<string, string | number>;
}

const TEXT_LIMITS = [
  ['displayName', CREATOR_NAME_MAX, 'creator.displayNameTooLong'],
  ['title', CREATOR_TITLE_MAX, 'creator.titleTooLong'],
  ['bio', CREATOR_BIO_MAX, 'creator.bioTooLong'],
  ['location', CREATOR_LOCATION_MAX, 'creator.locationTooLong'],
] as const;

/**
 * The profile as it is stored: texts trimmed (the bio keeps its line breaks), links normalised,
 * blank specialties dropped; and every problem, in the form's order. Stored only when there is none.
 */
export function checkCreatorProfile(input: CreatorProfileInput): {
  profile: CreatorProfileInput;
  problems: CreatorProfileProblem[];
} {
  const problems: CreatorProfileProblem[] = [];
  const profile: CreatorProfileInput = {
    ...input,
    displayName: squeeze(input.displayName),
    title: squeeze(input.title),
    bio: input.bio.replace(/\r\n/g, '\n').trim(),
    location: squeeze(input.location),
    specialties: input.specialties.map(squeeze).filter((s) => s !== ''),
  };

  if (!profile.displayName) problems.push({ field: 'displayName', key: 'creator.displayNameRequired' });
  for (const [field, max, key] of TEXT_LIMITS)
    if (profile[field].length > max) problems.push({ field, key, params: { max } });

  const website = normaliseWebsite(input.website);
  if (website.ok) profile.website = website.value;
  else
    problems.push({
      field: 'website',
      key: website.reason === 'tooLong' ? 'creator.linkTooLong' : 'creator.websiteInvalid',
      ...(website.reason === 'tooLong' ? { params: { max: LINK_MAX } } : {}),
    });

  for (const network of SOCIAL_NETWORK_FIELDS) {
    const link = normaliseSocialLink(network, input[network]);
    if (link.ok) profile[network] = link.value;
    else problems.push(linkProblem(network, link.reason));
  }

  const specialtyProblem = specialtiesProblem(profile.specialties);
  if (specialtyProblem) problems.push(specialtyProblem);

  if (!isValidCommissionRate(profile.commissionRate))
    problems.push({
      field: 'commissionRate',
      key: 'creator.commissionRateInvalid',
      params: { min: COMMISSION_RATE_MIN, max: COMMISSION_RATE_MAX, step: COMMISSION_RATE_STEP },
    });
  return { profile, problems };
}

function linkProblem(network: SocialNetworkField, reason: 'invalid' | 'tooLong'): CreatorProfileProblem {
  return reason === 'tooLong'
    ? { field: network, key: 'creator.linkTooLong', params: { max: LINK_MAX } }
    : {
        field: network,
        key: 'creator.socialLinkInvalid',
        params: { network: SOCIAL_NETWORK_NAMES[network] },
      };
}

/** The list's first broken rule (§5): too long a specialty, a duplicate, more than five. */
function specialtiesProblem(list: readonly string[]): CreatorProfileProblem | null {
  if (list.some((s) => s.length > SPECIALTY_MAX_CHARS))
    return { field: 'specialties', key: 'creator.specialtyTooLong', params: { max: SPECIALTY_MAX_CHARS } };
  const seen = new Set(list.map(specialtyIdentity));
  if (seen.size !== list.length) return { field: 'specialties', key: 'creator.specialtyDuplicate' };
  if (list.length > SPECIALTIES_MAX)
    return { field: 'specialties', key: 'creator.specialtiesTooMany', params: { max: SPECIALTIES_MAX } };
  return null;
}
