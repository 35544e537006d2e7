import { describe, expect, it } from 'vitest';
import { isValidCommissionRate, SPECIALTIES_MAX, specialtyToAdd } from './creator-profile-rules';
import { normaliseSocialLink, normaliseWebsite } from './social-links';

describe('social links', () => {
  it('turns handles into the network’s profile address', () => {
    expect(normaliseSocialLink('github', '@ada')).toEqual({ ok: true, value: 'https://github.com/ada' });
    expect(normaliseSocialLink('twitter', 'ada_l')).toEqual({ ok: true, value: 'https://x.com/ada_l' });
    expect(normaliseSocialLink('youtube', 'adacodes')).toEqual({
      ok: true,
      value: 'https://www.youtube.com/@adacodes',
    });
    expect(normaliseSocialLink('linkedin', '')).toEqual({ ok: true, value: '' });
  });

  it('keeps addresses on the network’s own site, without query or trailing slash', () => {
    expect(normaliseSocialLink('instagram', 'http://instagram.com/ada/?hl=en')).toEqual({
      ok: true,
      value: 'https://instagram.com/ada',
    });
    expect(normaliseSocialLink('twitter', 'https://twitter.com/ada')).toEqual({
      ok: true,
      value: 'https://twitter.com/ada',
    });
  });

  it('refuses other sites, other schemes, home pages and impossible handles', () => {
    for (const [network, raw] of [
      ['github', 'https://gitlab.com/ada'],
      ['github', 'https://github.com.evil.example/ada'],
      ['github', '-ada-'],
      ['twitter', 'javascript:alert(1)'],
      ['tiktok', 'https://www.tiktok.com/'],
      ['twitter', 'this handle is far too long'],
    ] as const)
      expect(normaliseSocialLink(network, raw), `${network} ${raw}`).toMatchObject({ ok: false });
  });

  it('checks the website as an http(s) address with a public host', () => {
    expect(normaliseWebsite('cleo.dev')).toEqual({ ok: true, value: 'https://cleo.dev/' });
    for (const raw of ['ftp://cleo.dev', 'http://localhost:3000', 'https://user:pw@cleo.dev', 'not a site'])
      expect(normaliseWebsite(raw), raw).toMatchObject({ ok: false, reason: 'invalid' });
  });
});

describe('specialties and commission', () => {
  it('adds a specialty unless blank, too long, a duplicate in any case, or a sixth', () => {
    expect(specialtyToAdd([], '   ')).toBeNull();
    expect(specialtyToAdd([], 'x'.repeat(51))).toBe('tooLong');
    expect(specialtyToAdd(['DevOps'], ' devops ')).toBe('duplicate');
    expect(
      specialtyToAdd(
        Array.from({ length: SPECIALTIES_MAX }, (_, i) => `S${i}`),
        'New',
      ),
    ).toBe('tooMany');
    expect(specialtyToAdd(['DevOps'], 'Security')).toBe('ok');
  });

  it('takes 25 to 500 in steps of 25', () => {
    expect([25, 50, 500].every(isValidCommissionRate)).toBe(true);
    expect([0, 24, 30, 525, 50.5].some(isValidCommissionRate)).toBe(false);
  });
});
