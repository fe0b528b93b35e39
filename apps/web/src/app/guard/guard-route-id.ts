/** Route id of the guarded layout, whose loader data (GuardData) the layout reads. */
export const GUARD_ROUTE_ID = 'signed-in';
