import { useId } from 'react';
import {
  discountCodeMessages,
  formatMonth,
  formatPrice,
  type Currency,
  type PurchaseMonth,
} from '@constelaciones/contract';
import { discountText } from '../../../lib/discountText';

interface Series {
  title: string;
  value: (month: PurchaseMonth) => number;
  format: (value: number) => string;
}

const SERIES: Series[] = [
  { title: 'Inscripciones', value: (month) => month.purchases, format: String },
  {
    title: 'Recibido en pesos (ARS)',
    value: (month) => month.received.ARS.amount,
    format: (value) => formatPrice(value, 'ARS'),
  },
  {
    title: 'Recibido en dólares (USD)',
    value: (month) => month.received.USD.amount,
    format: (value) => formatPrice(value, 'USD'),
  },
];

const WIDTH = 240;
const HEIGHT = 96;
const LABELS = 14;
const SLOT = WIDTH / 12;

/**
 * One series as a small bar chart (an inline SVG, no library): a bar per month, its initial under it. Named as
 * an image with its total and its best month; the table beside the charts holds every value.
 */
function BarChart({ series, months }: { series: Series; months: PurchaseMonth[] }) {
  const captionId = useId();
  const descriptionId = useId();
  const values = months.map(series.value);
  const highest = Math.max(...values);
  const best = months[values.indexOf(highest)]!;
  const total = values.reduce((sum, value) => sum + value, 0);
  const description =
    highest > 0
      ? `Total: ${series.format(total)}. Mes más alto: ${formatMonth(best.month)}, ${series.format(highest)}.`
      : 'Sin movimientos en estos meses.';
  const plot = HEIGHT - LABELS;
  return (
    <figure className="summary-chart">
      <figcaption id={captionId}>{series.title}</figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={captionId}
        aria-describedby={descriptionId}
      >
        {months.map((month, index) => {
          const height =
            highest > 0 ? Math.max((values[index]! / highest) * plot, values[index]! > 0 ? 1 : 0) : 0;
          return (
            <g key={month.month}>
              <rect
                x={index * SLOT + 3}
                y={plot - height}
                width={SLOT - 6}
                height={height}
                className="summary-bar"
              >
                <title>{`${formatMonth(month.month)}: ${series.format(values[index]!)}`}</title>
              </rect>
              <text x={index * SLOT + SLOT / 2} y={HEIGHT - 3} textAnchor="middle" className="summary-label">
                {formatMonth(month.month).charAt(0).toUpperCase()}
              </text>
            </g>
          );
        })}
      </svg>
      <p className="summary-note" id={descriptionId}>
        {description}
      </p>
    </figure>
  );
}

/** A month's money received in one currency, and what discount codes took off it, when they did. */
function Received({ month, currency }: { month: PurchaseMonth; currency: Currency }) {
  const { amount, discount } = month.received[currency];
  return (
    <>
      {formatPrice(amount, currency)}
      {discount > 0 && (
        <span className="d-block small text-body-secondary">
          {`${discountCodeMessages.discountAmount}: ${discountText(discount, currency)}`}
        </span>
      )}
    </>
  );
}

/**
 * The owner's summary at the top of 'Administrar inscriptos': the purchases made and the money received each of
 * the last 12 months, pesos and dollars apart, as charts and as a table (with what discount codes took off, and
 * each code's purchases).
 */
export function MonthlySummary({ months }: { months: PurchaseMonth[] }) {
  return (
    <section className="purchase-summary" aria-labelledby="resumen-mensual">
      <h3 id="resumen-mensual" className="h5">
        Resumen de los últimos 12 meses
      </h3>
      <div className="summary-charts">
        {SERIES.map((series) => (
          <BarChart key={series.title} series={series} months={months} />
        ))}
      </div>
      <details>
        <summary>Ver el resumen como tabla</summary>
        <div className="table-responsive">
          <table className="table table-sm table-striped">
            <caption className="visually-hidden">Resumen de los últimos 12 meses</caption>
            <thead>
              <tr>
                <th scope="col">Mes</th>
                <th scope="col">Inscripciones</th>
                <th scope="col">Pagos en pesos</th>
                <th scope="col">Recibido en pesos (ARS)</th>
                <th scope="col">Pagos en dólares</th>
                <th scope="col">Recibido en dólares (USD)</th>
                <th scope="col">{discountCodeMessages.title}</th>
              </tr>
            </thead>
            <tbody>
              {months.map((month) => (
                <tr key={month.month}>
                  <th scope="row">{formatMonth(month.month)}</th>
                  <td>{month.purchases}</td>
                  <td>{month.received.ARS.count}</td>
                  <td>
                    <Received month={month} currency="ARS" />
                  </td>
                  <td>{month.received.USD.count}</td>
                  <td>
                    <Received month={month} currency="USD" />
                  </td>
                  <td>
                    {month.codes.map(({ code, currency, count, discount }) => (
                      <span key={`${code}-${currency}`} className="d-block">
                        {`${code}: ${count} (${discountText(discount, currency)})`}
                      </span>
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
