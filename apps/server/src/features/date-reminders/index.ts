/** The date reminders' public entry: who is enrolled in a date, and what a moved date tells and moves. */
export { moveCourseEnrolments, noticeDateChange, purchasesOf } from './changes';
