import { describe, expect, it } from 'vitest';
import { listingIdFrom } from './listing-lookup';

describe('listingIdFrom', () => {
  it('takes the id from a marketplace link, the old plural link, or the id itself', () => {
    expect(listingIdFrom('https://forge.example/marketplace/recipe/abc-123')).toBe('abc-123');
    expect(listingIdFrom('http://localhost:3000/marketplace/recipes/abc-123?tab=reviews#top')).toBe(
      'abc-123',
    );
    expect(listingIdFrom('/marketplace/recipe/a%20b')).toBe('a b');
    expect(listingIdFrom('  abc-123  ')).toBe('abc-123');
  });
});
