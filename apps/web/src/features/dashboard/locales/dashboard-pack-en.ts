import type { strings as zh } from './dashboard-pack-zh.ts';

/** The dashboard's figures and to-dos in English (lib/dashboard-strings.ts). */
export const strings: typeof zh = {
  figures: {
    title: 'Today at a glance',
    today: 'Today',
    yesterday: 'Yesterday',
    orders: 'Paid orders',
    amount: 'Paid amount (yuan)',
    members: 'Paying members',
    units: 'Units',
    hint: 'Paid orders by the time they were paid (Beijing time); orders cancelled after payment are left out.',
    loadFailed: "Today's figures could not be loaded",
    vsYesterday: 'Yesterday {{value}}',
  },
  trend: {
    title: 'Last 7 days',
    empty: 'No paid orders in the last 7 days',
    orders: 'Paid orders',
    amount: 'Paid amount (yuan)',
  },
  todo: {
    title: 'To do',
    open: 'Open {{label}}',
    RX_AWAITING_AUDIT: 'Prescriptions to audit',
    COMPLAINTS_NEW: 'Complaints to handle',
    WARNING_STOCK: 'Warning stock',
    NEAR_EXPIRY: 'Near-expiry batches',
    ORDERS_TO_SHIP: 'Orders to ship',
    AFTER_SALE_AWAITING: 'After-sale to handle',
    ASKS_UNANSWERED: 'Unanswered consultations',
  },
};
