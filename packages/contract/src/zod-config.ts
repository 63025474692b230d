import { z } from 'zod';
import { messages } from './messages';

// A strict Content-Security-Policy forbids eval. Zod probes `new Function` (and would compile parsers with it)
// when an object schema is built, so this must run before any schema exists: index.ts imports it first.
// Any issue whose schema names no message of its own (a query's wrong type, a body that is not an object) is
// told in Spanish too, never in zod's English.
z.config({ jitless: true, customError: () => messages.server.invalidInput });
