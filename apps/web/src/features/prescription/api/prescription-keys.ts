/** Query keys of the prescription area. */
export const prescriptionKeys = {
  all: ['prescription'] as const,
  pharmacistMethod: () => [...prescriptionKeys.all, 'pharmacist-method'] as const,
};
