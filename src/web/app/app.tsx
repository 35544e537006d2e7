import { PreferencesSync } from '@web/features/preferences/preferences-sync';
import { ProfileSync } from '@web/features/settings/profile-sync';
import { StartupGate } from '@web/features/startup/components/startup-gate';
import { AppProviders } from './providers';
import { AppRouter } from './router/app-router';

/** Providers first (the start-up screens are themed too), then the gate, then the router. */
export function App() {
  return (
    <AppProviders>
      <StartupGate>
        <PreferencesSync />
        <ProfileSync />
        <AppRouter />
      </StartupGate>
    </AppProviders>
  );
}
