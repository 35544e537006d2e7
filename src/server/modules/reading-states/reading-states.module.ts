import { defineServerModule } from '../module';
import { readingStatesRoutes } from './reading-states.routes';

/**
 * A reader's progress and pin per recipe (issue 24; contracts/presenter.ts): items ticked complete
 * in the presenter and the gallery's 'Pinned' chip, kept per signed-in user and subject.
 */
export const readingStatesModule = defineServerModule({
  name: 'reading-states',
  async routes(app, context) {
    await app.register(readingStatesRoutes, context);
  },
});
