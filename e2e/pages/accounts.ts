/** Demo accounts the server seeds into every fresh database (DESIGN.md §8). */
export const ACCOUNTS = {
  founder: { username: 'admin', password: 'admin123' },
  clerk: { username: 'clerk', password: 'clerk123' },
  pharmacist: { username: 'pharmacist', password: 'pharm123' },
} as const;

export const DEMO_SHOP_NAME = '演示大药房';
