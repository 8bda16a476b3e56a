import { z } from 'zod';
import { MAX_DB_ID } from './ids-constants';

export * from './ids-constants';

/** A positive integer id in a body. */
export const DbIdSchema = z.number().int().positive().max(MAX_DB_ID);

/**
 * An id in a path: plain positive decimal digits without a sign, a leading zero, spaces,
 * a fraction, an exponent or a hex prefix. `0x1`, `+1`, `01`, `1.0`, `1e0` and ` 1` are
 * refused (400) rather than read as 1, so every resource has exactly one address.
 */
export const PathIdSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/, 'Must be a positive whole number written in plain digits')
  .transform(Number)
  .pipe(z.number().max(MAX_DB_ID));
