import { createCoverImageModel } from '../../ai/cover-image-model';
import { createModelResolver } from '../../ai/model-registry';
import { defineServerModule } from '../module';
import { enrichmentHandlers } from './enrichment';
import { foldersRoutes } from './folders.routes';
import { recipeImageRoutes } from './recipe-image.routes';
import { recipeIoRoutes } from './recipe-io.routes';
import { recipeSaveRoutes } from './recipe-save.routes';
import { recipesRoutes } from './recipes.routes';

/** The gallery, folders, saving, download/export/import and covers; tags and covers as jobs. */
export const recipesModule = defineServerModule({
  name: 'recipes',
  async routes(app, context) {
    await app.register(recipesRoutes, context);
    await app.register(foldersRoutes, context);
    await app.register(recipeSaveRoutes, context);
    await app.register(recipeIoRoutes, context);
    await app.register(recipeImageRoutes, context);
  },
  jobs: ({ database, bus, log, storage, env }) =>
    enrichmentHandlers({
      db: database.db,
      bus,
      log,
      storage,
      models: createModelResolver(env),
      coverModel: createCoverImageModel(env),
    }),
});
