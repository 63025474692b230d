import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { SiteImage } from '@constelaciones/contract';
import { courseStart, formatCourseDate, formatPrice } from '@constelaciones/contract/format';
import { PhotosBeside } from '../../components/ui/PhotosBeside';
import { paths } from '../../lib/paths';
import type { WorkshopData } from './workshop.server';

type Purchasable = NonNullable<WorkshopData['purchasable']>;

interface Props {
  workshop: WorkshopData;
  buyButton: (item: Purchasable) => ReactNode;
}

interface LayoutProps {
  heading: string;
  slides: SiteImage[];
  /** 'Sobre el taller', as HTML rendered from her Markdown. */
  paragraphs: string;
  /** Beside the photos: the next date and prices on the page, a note in the admin's preview. */
  aside: ReactNode;
}

/** A workshop page's own texts and photos: the title, the carousel beside `aside`, then 'Sobre el taller'. */
export function WorkshopLayout({ heading, slides, paragraphs, aside }: LayoutProps) {
  return (
    <div className="container py-5">
      <h1 className="page-title">{heading}</h1>
      <PhotosBeside slides={slides} label="Imágenes del taller">
        {aside}
      </PhotosBeside>
      <section className="prose mt-5" aria-labelledby="workshop-about-title">
        <h2 id="workshop-about-title">Sobre el taller</h2>
        <div dangerouslySetInnerHTML={{ __html: paragraphs }} />
      </section>
    </div>
  );
}

/** Beside a workshop's photos: its next date and prices, and 'Inscribite' for that date. */
function BuyCard({ workshop, buyButton }: Props) {
  const { nextDate, prices, purchasable } = workshop;
  return (
    <section className="card workshop-buy" aria-labelledby="workshop-buy-title">
      <div className="card-body">
        <h2 id="workshop-buy-title" className="h4 workshop-buy-title">
          Fecha y valores
        </h2>
        <p className="workshop-date">
          {nextDate ? (
            <>
              <strong>Próximo taller:</strong>{' '}
              <time dateTime={courseStart(nextDate.day, nextDate.hour)}>
                {formatCourseDate(nextDate.day, nextDate.hour)}
              </time>
            </>
          ) : (
            'La próxima fecha se anunciará pronto.'
          )}
        </p>
        {prices ? (
          <>
            <dl className="price-list">
              <div>
                <dt>Pago anticipado</dt>
                <dd>{formatPrice(prices.anticipatedPesos, 'ARS')}</dd>
              </div>
              <div>
                <dt>Precio regular</dt>
                <dd>{formatPrice(prices.pesos, 'ARS')}</dd>
              </div>
              <div>
                <dt>Desde otros países</dt>
                <dd>{formatPrice(prices.dollars, 'USD')}</dd>
              </div>
            </dl>
            {purchasable && buyButton(purchasable)}
          </>
        ) : (
          <Link to={paths.calendar}>Ver todas las actividades</Link>
        )}
      </div>
    </section>
  );
}

/**
 * The in-person and the virtual workshop pages share this layout. `buyButton` draws 'Inscribite' for the
 * course on its next date (the purchase feature's button, given by the route).
 */
export function WorkshopPage({ workshop, buyButton }: Props) {
  const { heading, paragraphs, slides } = workshop;
  return (
    <WorkshopLayout
      heading={heading}
      slides={slides}
      paragraphs={paragraphs}
      aside={<BuyCard workshop={workshop} buyButton={buyButton} />}
    />
  );
}
