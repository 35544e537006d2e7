import { defineServerModule } from '../module';
import { contactMailHandlers } from './contact-mail.job';
import { publicSiteRoutes } from './public-site.routes';
import { supportAddress } from './public-site.service';

/** Contact form, newsletter, sitemap.xml and robots.txt; the contact mail owed to support. */
export const publicSiteModule = defineServerModule({
  name: 'public-site',
  routes: publicSiteRoutes,
  jobs: ({ database, mailer, env }) =>
    contactMailHandlers({
      db: database.db,
      mailer,
      supportEmail: supportAddress(env.MAIL_FROM, env.PUBLIC_URL),
    }),
});
