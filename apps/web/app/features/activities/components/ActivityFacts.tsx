import type { Activity } from '@constelaciones/contract';
import { formatCardDate, formatPrice } from '@constelaciones/contract/format';

/** Date, place and prices of an activity, as a list of terms. */
export function ActivityFacts({
  activity,
}: {
  activity: Pick<Activity, 'day' | 'modality' | 'city' | 'pricePesos' | 'priceDolar'>;
}) {
  return (
    <dl className="activity-facts">
      <div>
        <dt>Fecha:</dt>
        <dd>
          <time dateTime={activity.day}>{formatCardDate(activity.day)}</time>
        </dd>
      </div>
      <div>
        <dt>Modalidad:</dt>
        <dd>{activity.modality}</dd>
      </div>
      <div>
        <dt>Lugar:</dt>
        <dd>{activity.city}</dd>
      </div>
      <div>
        <dt>Valor:</dt>
        <dd>
          <span className="d-block">
            {formatPrice(activity.pricePesos, 'ARS')}{' '}
            <span className="activity-facts-note">en Argentina</span>
          </span>
          <span className="d-block">
            {formatPrice(activity.priceDolar, 'USD')}{' '}
            <span className="activity-facts-note">desde otros países</span>
          </span>
        </dd>
      </div>
    </dl>
  );
}
