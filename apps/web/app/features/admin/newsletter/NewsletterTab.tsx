import { useState } from 'react';
import { newsletterEndpoints, type EndpointResult, type NewsletterSummary } from '@constelaciones/contract';
import { showError } from '../../../components/ui/popups';
import { call } from '../../../lib/client';
import { errorMessage } from '../../../lib/errorMessage';
import { NewsletterComposer } from './NewsletterComposer';
import { NewsletterHistory } from './NewsletterHistory';
import { PaceForm } from './PaceForm';
import { Subscribers } from './Subscribers';

interface Props {
  overview: EndpointResult<typeof newsletterEndpoints.overview>;
  list: EndpointResult<typeof newsletterEndpoints.subscribers>;
}

/** 'Novedades': writing and sending a newsletter, the ones sent, the pace, and her list of subscribers. */
export function NewsletterTab({ overview, list }: Props) {
  const [newsletters, setNewsletters] = useState<NewsletterSummary[]>(overview.newsletters);
  const refresh = () =>
    call(newsletterEndpoints.overview, {}).then(
      (fresh) => setNewsletters(fresh.newsletters),
      (failure: unknown) => showError(errorMessage(failure)),
    );
  return (
    <div className="newsletter-tab">
      <NewsletterComposer
        audience={overview.audience}
        onSent={(newsletter) => setNewsletters((current) => [newsletter, ...current])}
      />
      <NewsletterHistory newsletters={newsletters} onRefresh={() => void refresh()} />
      <PaceForm perHour={overview.perHour} />
      <Subscribers {...list} />
    </div>
  );
}
