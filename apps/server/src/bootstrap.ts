import path from 'node:path';
import type { Config } from './config';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { seedDemoContent } from './db/seed/seed';
import { ensureSiteImages } from './content/site-images';
import { siteContent } from './content/site-content';
import { localImageStore } from './integrations/images';
import { ensureAdminAccount } from './modules/auth/admin-account';
import { createCatalog } from './modules/catalog';
import type { Services } from './modules/services';

/** Opens and migrates the database, seeds an empty one, and wires the services the app needs. */
export async function startServices(config: Config): Promise<Services> {
  const database = await openDatabase(config);
  try {
    await migrateDatabase(database);
    const images = localImageStore(path.join(config.dataDir, 'img'));
    await ensureSiteImages(images, siteContent);
    if (config.seedDemo) await seedDemoContent(database.db, images);
    if (config.admin) await ensureAdminAccount(database.db, config.admin);
    return { config, database, images, catalog: createCatalog(database.db), site: siteContent };
  } catch (error) {
    await database.close();
    throw error;
  }
}
