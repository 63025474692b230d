/**
 * The waiting lists' public entry: what an item's deletion or new date does to its list, a person's places, and
 * the places held by an offer.
 */
export { dropListsOfRemovedItems, moveCourseList } from './item-changes';
export { countOpenOffers, waitingEntriesOf } from './service';
