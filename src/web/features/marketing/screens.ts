import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

const marketing = {
  landing: () => import('./components/landing-page'),
  features: () => import('./components/features-page'),
  pricing: () => import('./components/pricing-page'),
  about: () => import('./components/about-page'),
  blog: () => import('./components/blog-page'),
  contact: () => import('./components/contact-page'),
  documentation: () => import('./components/documentation-page'),
  legal: () => import('./components/legal-pages'),
};

/**
 * The public site's screens by route-map path, each its own lazy chunk (the landing page's chunk
 * carries no other page). The app's screen registry spreads these in.
 */
export const MARKETING_SCREENS: Record<string, LazyExoticComponent<ComponentType>> = {
  '/': lazy(() => marketing.landing().then((m) => ({ default: m.LandingPage }))),
  '/features': lazy(() => marketing.features().then((m) => ({ default: m.FeaturesPage }))),
  '/pricing': lazy(() => marketing.pricing().then((m) => ({ default: m.PricingPage }))),
  '/about': lazy(() => marketing.about().then((m) => ({ default: m.AboutPage }))),
  '/blog': lazy(() => marketing.blog().then((m) => ({ default: m.BlogPage }))),
  '/contact': lazy(() => marketing.contact().then((m) => ({ default: m.ContactPage }))),
  '/documentation': lazy(() => marketing.documentation().then((m) => ({ default: m.DocumentationPage }))),
  '/terms': lazy(() => marketing.legal().then((m) => ({ default: m.TermsPage }))),
  '/privacy': lazy(() => marketing.legal().then((m) => ({ default: m.PrivacyPage }))),
};
