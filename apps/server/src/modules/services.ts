import type { SiteContent } from '@constelaciones/contract';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { ImageStore } from '../integrations/images';
import type { Catalog } from './catalog';

/** What route plugins and page loaders are given: built once in main.ts or by a test. */
export interface Services {
  config: Config;
  database: Database;
  images: ImageStore;
  catalog: Catalog;
  site: SiteContent;
}
