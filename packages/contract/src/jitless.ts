import { z } from 'zod';

// A strict Content-Security-Policy forbids eval. Zod probes `new Function` (and would compile parsers with it)
// when an object schema is built, so this must run before any schema exists: index.ts imports it first.
z.config({ jitless: true });
