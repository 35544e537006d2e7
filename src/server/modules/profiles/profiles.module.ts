import { defineServerModule } from '../module';
import { profileRoutes } from './profile.routes';

/** The Profile section of the settings screen: display name and photo (serves the photos too). */
export const profilesModule = defineServerModule({
  name: 'profiles',
  routes: profileRoutes,
});
