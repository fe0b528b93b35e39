import type { FastifyReply } from 'fastify';
import { releaseSent } from './sent-body-memory.ts';

/**
 * Sends an answer whose JSON the database rendered (platform/db/sql-json.ts) as it is: UTF-8
 * bytes or text. Fastify passes a Buffer or a string with a JSON content type straight to the
 * socket, past the route's response serializer, so the route's response schema then documents
 * the answer (OpenAPI) without checking it at run time; the module's tests hold the database's
 * JSON to that schema instead.
 */
export function sendRenderedJson(reply: FastifyReply, body: Buffer | string): FastifyReply {
  // The bytes' memory goes back to where they were written once the response is over
  // (sent-body-memory.ts): 'close' follows 'finish', when the last write has left for the socket,
  // or an aborted request.
  const res = reply.raw;
  if (res.destroyed) releaseSent(body);
  else res.once('close', () => releaseSent(body));
  // The reply is typed by the route's response schema, an object; this body is that object already
  // written as JSON.
  return reply.type('application/json; charset=utf-8').send(body as never);
}
