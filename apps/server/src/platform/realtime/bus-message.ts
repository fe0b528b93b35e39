import { z } from 'zod';
import {
  STOMP_WARN_TOPICS,
  liveNotice,
  stompWarnBody,
  type LiveNotice,
  type StompWarnBody,
  type StompWarnTopic,
} from '@rxdesk/contract/live/live-notices';

/** What travels on the event bus between services and every process's gateways. */
export type BusMessage =
  /** A §4 notice for every live socket of one shop. */
  | ({ kind: 'notice'; shopId: number } & LiveNotice)
  /** A §7 STOMP warning straight to `{shop}_{topic}` (for newOrderWarn: every login count). */
  | { kind: 'warn'; shopId: number; topic: StompWarnTopic; body: StompWarnBody }
  /** End live sockets of a user: all of them, one sign-in (`sessionId`), or all but the sign-in
   * that displaced them (`exceptSessionId`, so the new sign-in's socket is never caught by a late message). */
  | { kind: 'force-logout'; userId: number; sessionId?: string; exceptSessionId?: string };

const shopId = z.number().int().positive();

/** Checks messages that came over a wire (Redis): another process, or another version of this one,
 * may send what this one does not understand. */
export const busMessage = z.union([
  z.intersection(z.object({ kind: z.literal('notice'), shopId }), liveNotice),
  z.object({ kind: z.literal('warn'), shopId, topic: z.enum(STOMP_WARN_TOPICS), body: stompWarnBody }),
  z.object({
    kind: z.literal('force-logout'),
    userId: z.number().int().positive(),
    sessionId: z.string().min(1).optional(),
    exceptSessionId: z.string().min(1).optional(),
  }),
]);
