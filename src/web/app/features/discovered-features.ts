import type { FeatureDeclaration } from '@web/lib/define-feature';

/**
 * Every feature's declaration, found by its place: `features/<name>/feature.ts`. Vite (and vitest)
 * expand the glob at build time, so adding a feature is adding its folder; no list to keep.
 */
const modules = import.meta.glob<FeatureDeclaration>('../../features/*/feature.ts', {
  eager: true,
  import: 'feature',
});

export interface DiscoveredFeature {
  /** The feature's folder name. */
  name: string;
  declaration: FeatureDeclaration;
}

export const DISCOVERED_FEATURES: readonly DiscoveredFeature[] = Object.entries(modules).map(
  ([file, declaration]) => ({ name: file.split('/').at(-2) ?? file, declaration }),
);
