import { defineFeature } from '@web/lib/define-feature';
import { lazyScreens } from '@web/lib/lazy-screen';
import { BookOpen } from 'lucide-react';
import { lazy } from 'react';

// Each page its own chunk (the landing page's chunk carries no other page); the two legal pages share one.
const legal = () => import('./components/legal-pages');

// The landing page's copy loads with the app; the other pages' with them.
const pageScreen = lazyScreens(['site-pages']);
const proseScreen = lazyScreens(['site-pages', 'marketing-prose']);
// /pricing words the plans' features from the billing catalogue, as the Subscription settings do.
const pricingScreen = lazyScreens(['site-pages', 'billing']);

export const feature = defineFeature({
  screens: [
    {
      path: '/',
      layout: 'site',
      meta: '/',
      component: lazy(() => import('./components/landing-page').then((m) => ({ default: m.LandingPage }))),
    },
    {
      path: '/original',
      layout: 'site',
      meta: '/original',
      component: pageScreen(() =>
        import('./components/original/original-page').then((m) => ({ default: m.OriginalPage })),
      ),
    },
    {
      path: '/solutions',
      layout: 'site',
      meta: '/solutions',
      component: pageScreen(() =>
        import('./components/solutions/solutions-page').then((m) => ({ default: m.SolutionsPage })),
      ),
    },
    {
      path: '/features',
      layout: 'site',
      meta: '/features',
      component: pageScreen(() =>
        import('./components/features-page').then((m) => ({ default: m.FeaturesPage })),
      ),
    },
    {
      path: '/pricing',
      layout: 'site',
      meta: '/pricing',
      component: pricingScreen(() =>
        import('./components/pricing-page').then((m) => ({ default: m.PricingPage })),
      ),
    },
    {
      path: '/about',
      layout: 'site',
      meta: '/about',
      component: pageScreen(() => import('./components/about-page').then((m) => ({ default: m.AboutPage }))),
    },
    {
      path: '/blog',
      layout: 'site',
      meta: '/blog',
      component: pageScreen(() => import('./components/blog-page').then((m) => ({ default: m.BlogPage }))),
    },
    {
      path: '/contact',
      layout: 'site',
      meta: '/contact',
      component: pageScreen(() =>
        import('./components/contact-page').then((m) => ({ default: m.ContactPage })),
      ),
    },
    {
      path: '/documentation',
      layout: 'site',
      meta: '/documentation',
      component: proseScreen(() =>
        import('./components/documentation-page').then((m) => ({ default: m.DocumentationPage })),
      ),
    },
    {
      path: '/terms',
      layout: 'site',
      meta: '/terms',
      component: proseScreen(() => legal().then((m) => ({ default: m.TermsPage }))),
    },
    {
      path: '/privacy',
      layout: 'site',
      meta: '/privacy',
      component: proseScreen(() => legal().then((m) => ({ default: m.PrivacyPage }))),
    },
  ],
  nav: [{ path: '/documentation', labelKey: 'nav.documentation', icon: BookOpen, order: 3 }],
});
