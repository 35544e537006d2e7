import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@web/components/ui/accordion';
import { buttonClasses } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { useSession } from '@web/lib/auth/session';
import { useT } from '@web/lib/i18n';
import { useDocumentTitle } from '@web/lib/use-document-title';
import {
  Bell,
  CreditCard,
  FolderKanban,
  LogIn,
  type LucideIcon,
  Receipt,
  ShieldCheck,
  SlidersHorizontal,
  Sparkles,
  Store,
  UserRound,
} from 'lucide-react';
import { type ComponentType, useEffect, useRef } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { isSettingsSection, SETTINGS_SECTION_IDS, type SettingsSectionId } from '../sections';
import { NotificationsSection } from './notifications/notifications-section';
import { PreferencesSection } from './preferences/preferences-section';
import { ProfileSection } from './profile/profile-section';
import { RecipeManagerSection } from './recipe-manager/recipe-manager-section';
import { SecuritySection } from './security/security-section';
import { CreatorProfileSection } from './creator-profile/creator-profile-section';
import { MarketplaceSection } from './marketplace/marketplace-section';
import { PurchasesSection } from './purchases/purchases-section';
import { SubscriptionSection } from './subscription/subscription-section';

/** Each section's icon and body; those not built yet say what they will hold. */
const SECTIONS: Record<SettingsSectionId, { icon: LucideIcon; Body: ComponentType }> = {
  profile: { icon: UserRound, Body: ProfileSection },
  subscription: { icon: CreditCard, Body: SubscriptionSection },
  marketplace: { icon: Store, Body: MarketplaceSection },
  'creator-profile': { icon: Sparkles, Body: CreatorProfileSection },
  'recipe-manager': { icon: FolderKanban, Body: RecipeManagerSection },
  purchases: { icon: Receipt, Body: PurchasesSection },
  notifications: { icon: Bell, Body: NotificationsSection },
  security: { icon: ShieldCheck, Body: SecuritySection },
  preferences: { icon: SlidersHorizontal, Body: PreferencesSection },
};

/**
 * /settings?tab={id} (platform.md §2 "Settings"): an accordion of sections. The tab parameter
 * opens one; clicking the open one closes it; the address is replaced, not pushed.
 */
export function SettingsPage() {
  const t = useT();
  const ts = useT('settings');
  useDocumentTitle(t('settings.documentTitle'));
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab');
  const open = isSettingsSection(tab) ? tab : '';
  const signedIn = Boolean(user);
  // A section opened by the address (the account menu's links, a shared link) is brought into
  // view; one opened by a click on its header is already where the user is looking.
  const openedByClick = useRef(false);
  useEffect(() => {
    if (!signedIn || !open) return;
    if (openedByClick.current) {
      openedByClick.current = false;
      return;
    }
    const item = document.getElementById(`settings-${open}`);
    const bring = () => item?.scrollIntoView?.({ block: 'start' });
    bring();
    if (!item || typeof ResizeObserver === 'undefined') return;
    // Its body may still be loading: keep it in view as it grows, until the user acts or 2 s pass.
    const observer = new ResizeObserver(bring);
    observer.observe(item);
    const stop = () => observer.disconnect();
    const timer = setTimeout(stop, 2_000);
    const inputs = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
    for (const input of inputs) window.addEventListener(input, stop, { passive: true });
    return () => {
      stop();
      clearTimeout(timer);
      for (const input of inputs) window.removeEventListener(input, stop);
    };
  }, [open, signedIn]);

  if (!user) return <SignedOutPrompt />;

  const onValueChange = (value: string) => {
    openedByClick.current = true;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set('tab', value);
        else next.delete('tab');
        return next;
      },
      { replace: true },
    );
  };

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <header className="mb-6">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">
          {t('settings.heading')}
        </h1>
        <p className="mt-1.5 text-sm text-muted-foreground">{t('settings.subheading')}</p>
      </header>
      <Accordion type="single" collapsible value={open} onValueChange={onValueChange} className="space-y-3">
        {SETTINGS_SECTION_IDS.map((id) => {
          const { icon: Icon, Body } = SECTIONS[id];
          return (
            <AccordionItem key={id} value={id} id={`settings-${id}`} className="scroll-mt-4">
              <AccordionTrigger icon={<Icon />} description={ts(`sections.${id}.description`)}>
                {ts(`sections.${id}.title`)}
              </AccordionTrigger>
              <AccordionContent>
                <Body />
              </AccordionContent>
            </AccordionItem>
          );
        })}
      </Accordion>
    </div>
  );
}

function SignedOutPrompt() {
  const t = useT();
  const location = useLocation();
  return (
    <div className="flex min-h-full items-center justify-center px-4 py-12">
      <Card className="w-full max-w-md p-8 text-center">
        <h1 className="text-xl font-semibold tracking-tight">{t('settings.signedOutHeading')}</h1>
        <p className="mt-2 text-sm text-muted-foreground">{t('settings.signedOutBody')}</p>
        <Link to="/sign-in" state={{ from: location }} className={buttonClasses('primary', 'md', 'mt-6')}>
          <LogIn aria-hidden="true" />
          {t('settings.signIn')}
        </Link>
      </Card>
    </div>
  );
}
