/** The demo's public entry: whether the site still shows it. */
export { hasDemoContent } from './service';
