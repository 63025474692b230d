import { ActivityCard, type ActivitySummary } from './ActivityCard';

/**
 * 1 column on phones, 3 from md on. `prioritizeFirst` when the grid opens the page, so its first
 * picture is the page's main image.
 */
export function ActivityGrid({
  activities,
  label,
  prioritizeFirst = false,
}: {
  activities: ActivitySummary[];
  label: string;
  prioritizeFirst?: boolean;
}) {
  return (
    <ul className="row row-cols-1 row-cols-md-3 g-4 list-unstyled" aria-label={label}>
      {activities.map((activity, index) => (
        <li className="col drawn-near-screen" key={activity._id}>
          <ActivityCard activity={activity} priority={prioritizeFirst && index === 0} />
        </li>
      ))}
    </ul>
  );
}
