/** Query keys of the receipt-printing calls (one factory per area, DESIGN §2). */
export const printingKeys = {
  all: ['printing'] as const,
  printer: () => [...printingKeys.all, 'printer'] as const,
};
