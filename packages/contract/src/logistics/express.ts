import { z } from 'zod';

/**
 * Express companies (issue 23): the platform keeps the list (code, name, Kuaidi100 code, whether
 * the company issues electronic waybills); each shop chooses the ones it ships with. The ship
 * dialog (GET seller/express) offers only the chosen ones.
 */
export const expressCodeParams = z.object({
  code: z.string().trim().min(1, 'rule.required').max(20, 'error.logistics.expressUnknown'),
});

/** GET seller/express/all: one row of the maintained list, with the shop's choice. */
export const expressChoice = z.object({
  code: z.string(),
  name: z.string(),
  kuaidi100_code: z.string(),
  /** The company issues electronic waybills (电子面单). */
  waybill: z.boolean(),
  /** The shop ships with it (the ship dialog offers it). */
  chosen: z.boolean(),
});
export type ExpressChoice = z.infer<typeof expressChoice>;
export const expressChoices = z.array(expressChoice);
