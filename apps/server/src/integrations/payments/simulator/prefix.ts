/** Where the simulator lives, outside /api: the clients' base URLs are `{PUBLIC_URL}/simulador/mp` and `/paypal`. */
export const SIMULATOR_PREFIX = '/simulador';
