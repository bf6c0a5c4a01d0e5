import { isDeepStrictEqual } from "node:util";
import { errorBody, type Operation, type OperationInput, type OperationOutput } from "@xa/core/contract/operation";
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySerializerCompiler } from "fastify";
import { serializerCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import { jsonInSlices } from "./json-in-slices.ts";

/** A route's work: validated input in, the operation's response out (a mismatch fails the type check). */
export type RouteHandler<O extends Operation> = (
  input: OperationInput<O>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<OperationOutput<O>>;

/**
 * Registers the route of a contract's operation: its input is validated by the operation's schemas,
 * its reply serialized by the response schema (and its errors by the error body's), and the OpenAPI
 * document lists it whole. Every route of the API is registered this way.
 */
export function route<O extends Operation>(
  app: FastifyInstance,
  op: O,
  handler: RouteHandler<O>,
  options: RouteOptions = {},
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: op.method,
    url: op.path,
    schema: operationSchema(op, op.response),
    ...(options.config ? { config: options.config } : {}),
    ...(options.trustedReply ? { serializerCompiler: trustedReplySerializer(options.trustedReply.check) } : {}),
    handler: async (request, reply) => {
      // Fastify validated these with the operation's own schemas.
      const input = { params: request.params, query: request.query, body: request.body } as OperationInput<O>;
      // Set before the handler runs, so a handler may answer another success status (documented in its summary).
      reply.status(op.status);
      const output = await handler(input, request, reply);
      if (op.status === 204) return reply.send();
      if (options.trustedReply && !options.trustedReply.check && !reply.sent) {
        // A string with a JSON type is sent as it is.
        return reply.type("application/json; charset=utf-8").send(await jsonInSlices(output));
      }
      return output;
    },
  });
}

export type RouteOptions = {
  /**
   * The reply is large (an analysis) and built by the handler from the contract's types: it is
   * encoded as it is, in slices (see json-in-slices), rather than through its schema again, which held
   * the event loop for tens of milliseconds per wide reply. With `check` (CHECK_REPLIES, as tests
   * run) it is encoded through its schema too, and must already be exactly what that would send.
   */
  trustedReply?: { check: boolean };
  /** read by the route's guards: `proTargeting` marks the premium suite's token group */
  config?: { proTargeting?: boolean };
};

/** Sends a trusted reply as JSON; with `check`, fails it unless encoding it through its schema would send the same. */
function trustedReplySerializer(check: boolean): FastifySerializerCompiler<unknown> {
  if (!check) return () => (data) => JSON.stringify(data);
  return (route) => {
    const encode = serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
    return (data) => {
      const sent = JSON.stringify(data);
      if (!isDeepStrictEqual(JSON.parse(encode(data)), JSON.parse(sent)))
        throw new Error(`${route.method} ${route.url}: the reply holds what its schema would not send`);
      return sent;
    };
  };
}

/**
 * The Fastify schema of an operation: its input schemas, and `success` as the response of its
 * status beside the error body for each of its errors (a stream documents its media type there).
 */
export function operationSchema(op: Operation, success: unknown) {
  const response: Record<number, unknown> = { [op.status]: success };
  for (const status of op.errors) response[status] = errorBody as z.ZodType;
  return {
    summary: op.summary,
    tags: [...op.tags],
    ...(op.params ? { params: op.params } : {}),
    ...(op.headers ? { headers: op.headers } : {}),
    ...(op.query ? { querystring: op.query } : {}),
    ...(op.body ? { body: op.body } : {}),
    response,
  };
}
