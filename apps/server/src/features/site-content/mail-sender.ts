import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { MailSender } from '../../platform/letter';
import { siteContentRepository } from './repository';

/** The sender of every e-mail: her name and notices address as saved, the site's public origin. */
export function mailSender(config: Pick<Config, 'publicUrl'>, database: Database): MailSender {
  return {
    async site(db = database.db) {
      const records = siteContentRepository(db);
      const owner = await records.owner();
      return {
        ownerName: owner.name,
        publicUrl: config.publicUrl,
        noticesTo: owner.noticesEmail || ((await records.firstAdminEmail()) ?? ''),
      };
    },
  };
}
