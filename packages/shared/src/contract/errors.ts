import { z } from 'zod';

export * from './errors-constants';

/**
 * Every error the API sends: English text, a message key the web translates, and for
 * bad input the fields at fault.
 */
export const ErrorDetailSchema = z.object({
  field: z.string(),
  message: z.string(),
});
export type ErrorDetail = z.infer<typeof ErrorDetailSchema>;

export const ErrorBodySchema = z.object({
  error: z.string(),
  code: z.string(),
  details: z.array(ErrorDetailSchema).optional(),
  /** The numbers a rule's message names (`{max}`), so a translation can name them too. */
  params: z.record(z.string(), z.number()).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export const MessageSchema = z.object({ message: z.string() });
export type Message = z.infer<typeof MessageSchema>;
