import { screen } from '@testing-library/react';
import { setLanguage } from '@web/lib/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithRouter } from '../test-utils';
import { PricingPage } from './pricing-page';

afterEach(async () => {
  await setLanguage('en');
});

const proPrice = () => screen.getByRole('listitem', { name: /Pro/ }).querySelector('.text-4xl')?.textContent;

describe('PricingPage', () => {
  it('writes Pro’s $29 as the reader’s language writes dollars', async () => {
    renderWithRouter(<PricingPage />);
    expect(proPrice()).toBe('$29');
    await setLanguage('de');
    expect(await screen.findByRole('heading', { name: 'Pro' })).toBeInTheDocument();
    expect(proPrice()?.replace(/\s/g, ' ')).toBe('29 $');
  });
});
