import { defineServerModule } from '../module';

/**
 * A reader's progress and pin per recipe (issue 24; contracts/presenter.ts): items ticked complete
 * in the presenter and the gallery's 'Pinned' chip, kept per signed-in user and subject.
 */
export const readingStatesModule = defineServerModule({
  name: 'reading-states',
  async routes() {},
});
