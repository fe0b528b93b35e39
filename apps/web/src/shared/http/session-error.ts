/** A request that could not be sent, or retried, because the session is gone. The client has
 * already started the sign-out when callers see it, so they should not report it again. */
export class SessionError extends Error {
  constructor(
    readonly reason: 'missing' | 'refresh-failed',
    options?: { cause?: unknown },
  ) {
    super(reason === 'missing' ? 'no session tokens stored' : 'token refresh failed', options);
    this.name = 'SessionError';
  }
}
