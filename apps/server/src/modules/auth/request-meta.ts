import type { RequestMeta } from './auth.service.ts';

/** What a session remembers of the request that opened it. */
export function requestMeta(req: { ip: string; headers: Record<string, unknown> }): RequestMeta {
  return { ip: req.ip, userAgent: String(req.headers['user-agent'] ?? '').slice(0, 300) };
}
