/** The waiting lists' public entry: what an item's deletion or new date does to its list, and a person's places. */
export { dropListsOfRemovedItems, moveCourseList } from './item-changes';
export { waitingEntriesOf } from './service';
