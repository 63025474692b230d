import type { Activity } from '@constelaciones/contract';
import { ActivityCard } from './ActivityCard';

/** 1 column on phones, 3 from md on. */
export function ActivityGrid({ activities, label }: { activities: Activity[]; label: string }) {
  return (
    <ul className="row row-cols-1 row-cols-md-3 g-4 list-unstyled" aria-label={label}>
      {activities.map((activity) => (
        <li className="col" key={activity._id}>
          <ActivityCard activity={activity} />
        </li>
      ))}
    </ul>
  );
}
