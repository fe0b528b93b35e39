/** Whether a failure means the database could not be reached or dropped the connection (a
 * network cut, a restart, a SQLite file locked past the busy timeout), as opposed to a bug: the
 * caller is told to try again (409 UNAVAILABLE) instead of "internal error". Nothing a request
 * wrote in a transaction cut this way stays: the database rolls an unfinished one back. */
const NETWORK_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
/** PostgreSQL SQLSTATEs: admin / crash shutdown, cannot connect now. Class 08 is matched whole. */
const PG_STATES = new Set(['57P01', '57P02', '57P03']);
const PG_CLIENT_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error',
  'timeout exceeded when trying to connect',
];

export function isDatabaseUnavailable(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || PG_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    if (code === 'SQLITE_BUSY' || code === 'SQLITE_BUSY_SNAPSHOT') return true;
  }
  return PG_CLIENT_MESSAGES.some((m) => err.message.startsWith(m));
}
