import type { MyListing, PaymentAccountStatusResponse } from '@shared/contracts/marketplace-publish';

/** A listing as POST /api/marketplace/listings(/drafts) answers it. */
export function makeMyListing(overrides: Partial<MyListing> = {}): MyListing {
  return {
    id: 'l1',
    title: 'Weekly Meal Prep',
    description: 'Cook once, eat well all week.',
    goal: 'Cook once, eat well all week.',
    content: '# Weekly Meal Prep\n## Goal\nCook once.\n## Steps\n1. Shop\n2. Cook',
    tags: [],
    category: 'general',
    priceCents: 500,
    status: 'pending',
    validationStatus: 'unchecked',
    validationReasons: [],
    purchaseCount: 0,
    version: 1,
    recipeId: 'r1',
    imageUrl: null,
    publishedAt: null,
    updatedAt: '2026-11-27T04:00:00.000Z',
    ...overrides,
  };
}

export const READY_ACCOUNT: PaymentAccountStatusResponse = {
  hasAccount: true,
  onboardingCompleted: true,
  payoutEnabled: true,
};
export const NO_ACCOUNT: PaymentAccountStatusResponse = {
  hasAccount: false,
  onboardingCompleted: false,
  payoutEnabled: false,
};
export const ONBOARDING_INCOMPLETE: PaymentAccountStatusResponse = {
  hasAccount: true,
  onboardingCompleted: false,
  payoutEnabled: false,
};
