import type { CreatorProfile } from '@shared/contracts/marketplace-browse';
import { Card } from '@web/components/ui/card';
import { useFormat } from '@web/lib/format/use-format';
import { useT } from '@web/lib/i18n';
import { AtSign, Briefcase, ExternalLink, Globe, Handshake } from 'lucide-react';
import type { ReactNode } from 'react';
import { type SocialNetwork, socialLinks } from './social-links';

const NETWORK_LABEL = {
  website: 'creator.links.website',
  github: 'creator.links.github',
  twitter: 'creator.links.twitter',
  linkedin: 'creator.links.linkedin',
  instagram: 'creator.links.instagram',
  youtube: 'creator.links.youtube',
  tiktok: 'creator.links.tiktok',
} as const satisfies Record<SocialNetwork, string>;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="p-5">
      <h2 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">{title}</h2>
      <div className="mt-3">{children}</div>
    </Card>
  );
}

/** Specialties, Connect (only the links set, safe addresses) and Services; nothing for what is empty. */
export function CreatorDetails({ profile }: { profile: CreatorProfile }) {
  const t = useT('marketplace');
  const format = useFormat();
  const links = socialLinks(profile);
  const services = profile.acceptCommissions || profile.availableForCollabs;
  if (profile.specialties.length === 0 && links.length === 0 && !services) return null;
  return (
    <div className="grid gap-4 md:grid-cols-3">
      {profile.specialties.length > 0 && (
        <Section title={t('creator.specialties')}>
          <ul className="flex flex-wrap gap-2">
            {profile.specialties.map((s) => (
              <li
                key={s}
                className="rounded-full border border-border bg-muted/60 px-3 py-1 text-sm text-foreground"
              >
                {s}
              </li>
            ))}
          </ul>
        </Section>
      )}
      {links.length > 0 && (
        <Section title={t('creator.connect')}>
          <ul className="flex flex-wrap gap-2">
            {links.map(({ network, href }) => {
              const Icon = network === 'website' ? Globe : AtSign;
              return (
                <li key={network}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer nofollow"
                    className="inline-flex h-9 items-center gap-1.5 rounded-lg border border-border bg-surface px-3 text-sm font-medium text-foreground shadow-xs hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                  >
                    <Icon aria-hidden="true" className="size-4 text-muted-foreground" />
                    {t(NETWORK_LABEL[network])}
                    <ExternalLink aria-hidden="true" className="size-3.5 text-muted-foreground" />
                  </a>
                </li>
              );
            })}
          </ul>
        </Section>
      )}
      {services && (
        <Section title={t('creator.services')}>
          <ul className="flex flex-col gap-3 text-sm">
            {profile.acceptCommissions && (
              <li className="flex items-start gap-2">
                <Briefcase aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                <span>
                  <span className="font-medium text-foreground">{t('creator.commissions')}</span>
                  <span className="block text-muted-foreground">
                    {t('creator.startingAt', { rate: format.price(profile.commissionRate * 100, 'USD') })}
                  </span>
                </span>
              </li>
            )}
            {profile.availableForCollabs && (
              <li className="flex items-center gap-2">
                <Handshake aria-hidden="true" className="size-4 shrink-0 text-primary" />
                <span className="font-medium text-foreground">{t('creator.collabs')}</span>
              </li>
            )}
          </ul>
        </Section>
      )}
    </div>
  );
}
