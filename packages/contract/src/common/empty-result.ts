import { z } from 'zod';

/** The answer of a command that returns nothing: `{}`. */
export const emptyResult = z.object({});
