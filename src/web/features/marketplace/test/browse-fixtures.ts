import type { ListingCard } from '@shared/contracts/marketplace';
import type { CreatorProfile, ListingPage } from '@shared/contracts/marketplace-browse';

export function makeListing(overrides: Partial<ListingCard> = {}): ListingCard {
  return {
    id: 'l1',
    title: 'Weekly Review Ritual',
    description: 'Close every week with a calm review.',
    priceCents: 499,
    category: 'productivity',
    tags: ['planning', 'habits'],
    imageUrl: null,
    creatorId: 'c1',
    creatorName: 'Cleo Marsh',
    ratingAverage: 0,
    ratingCount: 0,
    purchaseCount: 0,
    publishedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export const listingPage = (
  items: ListingCard[],
  nextCursor: string | null = null,
  total = items.length,
): ListingPage => ({
  items,
  nextCursor,
  total,
  totalCapped: false,
});

export function makeCreator(overrides: Partial<CreatorProfile> = {}): CreatorProfile {
  return {
    id: 'c1',
    displayName: 'Cleo Marsh',
    photoURL: null,
    title: 'Prompt engineer',
    bio: 'I write recipes for teams.',
    location: 'Lisbon',
    experience: 'professional',
    joinedAt: '2025-03-01T00:00:00.000Z',
    isVerified: true,
    specialties: ['Evaluation', 'Planning'],
    website: 'https://cleo.example',
    github: '@cleo',
    linkedin: '',
    twitter: 'javascript:alert(1)',
    instagram: '',
    youtube: '',
    tiktok: 'cleo',
    acceptCommissions: true,
    commissionRate: 75,
    availableForCollabs: true,
    allowMessages: true,
    portfolioVisible: true,
    isOwn: false,
    bannerURL: null,
    stats: { totalRecipes: 3, totalSales: 1234, averageRating: 4.33, totalReviews: 3 },
    ...overrides,
  };
}
