/** 'Estado del sitio''s public entry: its checks, which 'Inicio' lists while some are not done. */
export { arrivalOf, type Arrival } from './arrival';
export { siteStatus } from './checks';
