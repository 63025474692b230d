/**
 * The pool's and the LISTEN connection's settings: how long anything waits for a PostgreSQL connection, a new
 * one while the server is away or slow to accept, or a free one of the pool under load. Past it the request
 * answers 503 instead of hanging. TCP keepalive finds a connection whose server vanished without closing it (a
 * host gone, a network cut).
 */
export const CONNECTION_BOUNDS = { connectionTimeoutMillis: 5_000, keepAlive: true } as const;
