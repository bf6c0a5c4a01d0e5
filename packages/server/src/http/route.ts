import { errorBody, type Operation, type OperationInput, type OperationOutput } from "@xa/core/contract/operation";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";

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
export function route<O extends Operation>(app: FastifyInstance, op: O, handler: RouteHandler<O>): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: op.method,
    url: op.path,
    schema: operationSchema(op, op.response),
    handler: async (request, reply) => {
      // Fastify validated these with the operation's own schemas.
      const input = { params: request.params, query: request.query, body: request.body } as OperationInput<O>;
      // Set before the handler runs, so a handler may answer another success status (documented in its summary).
      reply.status(op.status);
      const output = await handler(input, request, reply);
      return op.status === 204 ? reply.send() : output;
    },
  });
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
    ...(op.query ? { querystring: op.query } : {}),
    ...(op.body ? { body: op.body } : {}),
    response,
  };
}
