import type { MetaDescriptor } from 'react-router';
import { pageTitle } from '../../lib/seo';
import type { RootData } from '../../root';

/**
 * Title '{owner} - {section}' for screens without a server loader (confirmation links, logged-in areas),
 * kept out of search engines.
 */
export function accountMeta(rootData: RootData | undefined, section: string): MetaDescriptor[] {
  return [
    { title: rootData ? pageTitle(rootData.owner.name, section) : section },
    { name: 'robots', content: 'noindex' },
  ];
}
