import type { CreatorProfileSettings, UpdateCreatorProfile } from '@shared/contracts/creator-profile';
import {
  type CreatorProfileField,
  type CreatorProfileProblem,
  checkCreatorProfile,
} from '@shared/creators/creator-profile-rules';
import { SOCIAL_NETWORK_FIELDS, SOCIAL_NETWORK_NAMES } from '@shared/creators/social-links';

/** One worded error per field: the first problem of each (the form shows it under the field). */
export type FieldErrors = Partial<Record<CreatorProfileField, string>>;

export type Word = (key: CreatorProfileProblem['key'], params?: Record<string, string | number>) => string;

/** The form's values from a stored profile (everything the PUT takes, nothing more). */
export function draftOf(profile: CreatorProfileSettings): UpdateCreatorProfile {
  return {
    displayName: profile.displayName,
    title: profile.title,
    bio: profile.bio,
    location: profile.location,
    website: profile.website,
    experience: profile.experience,
    instagram: profile.instagram,
    youtube: profile.youtube,
    tiktok: profile.tiktok,
    twitter: profile.twitter,
    github: profile.github,
    linkedin: profile.linkedin,
    specialties: profile.specialties,
    portfolioVisible: profile.portfolioVisible,
    acceptCommissions: profile.acceptCommissions,
    commissionRate: profile.commissionRate,
    availableForCollabs: profile.availableForCollabs,
  };
}

/** The server's rules, checked here first: each field's first problem, in the reader's words. */
export function fieldErrorsOf(draft: UpdateCreatorProfile, word: Word): FieldErrors {
  const errors: FieldErrors = {};
  for (const problem of checkCreatorProfile(draft).problems)
    errors[problem.field] ??= word(problem.key, problem.params);
  return errors;
}

/** The field a refusal of the server is about, from its key (and the network it names). */
export function fieldOfKey(
  key: string,
  params?: Record<string, string | number>,
): CreatorProfileField | null {
  if (key === 'creator.socialLinkInvalid')
    return SOCIAL_NETWORK_FIELDS.find((f) => SOCIAL_NETWORK_NAMES[f] === params?.network) ?? null;
  const byKey: Record<string, CreatorProfileField> = {
    'creator.displayNameRequired': 'displayName',
    'creator.displayNameTooLong': 'displayName',
    'creator.titleTooLong': 'title',
    'creator.bioTooLong': 'bio',
    'creator.locationTooLong': 'location',
    'creator.websiteInvalid': 'website',
    'creator.specialtiesTooMany': 'specialties',
    'creator.specialtyDuplicate': 'specialties',
    'creator.specialtyTooLong': 'specialties',
    'creator.commissionRateInvalid': 'commissionRate',
  };
  return byKey[key] ?? null;
}
