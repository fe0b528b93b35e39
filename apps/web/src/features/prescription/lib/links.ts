/** Where the prescription pages live (routes.tsx mounts them there). */
export const PRESCRIPTION_LIST_PATH = '/prescription/prescriptionOrderList';

const rx = (page: string, sn: string) => `/prescription/prescriptionOrder/${page}/${encodeURIComponent(sn)}`;

/** The audit page (the audit panel shows when the §4 rule allows). */
export const auditHref = (sn: string) => rx('pharmacistAudit', sn);
/** The same page, read-only. */
export const detailHref = (sn: string) => rx('detail', sn);
/** The prescription as a paper prescription, printable. */
export const seeModelHref = (sn: string) => rx('prescriptionSeeModel', sn);
