import type { Operation, OperationInput } from "@xa/core/contract/operation";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { operationSchema } from "./route.ts";

/**
 * Registers an operation whose success is plain text of `contentType` (a Prometheus scrape): its
 * input validated and its errors answered as route() does, its success documented with that media
 * type, and the handler's text sent as it is.
 */
export function textRoute<O extends Operation>(
  app: FastifyInstance,
  op: O,
  contentType: string,
  handler: (input: OperationInput<O>, request: FastifyRequest, reply: FastifyReply) => Promise<string>,
): void {
  const success = {
    description: op.summary,
    content: { [contentType.split(";")[0] ?? contentType]: { schema: op.response } },
  };
  app.withTypeProvider<ZodTypeProvider>().route({
    method: op.method,
    url: op.path,
    schema: operationSchema(op, success),
    handler: async (request, reply) => {
      const input = { params: request.params, query: request.query, body: request.body } as OperationInput<O>;
      const text = await handler(input, request, reply);
      return reply
        .status(op.status)
        .type(contentType)
        .serializer((s: string) => s)
        .send(text);
    },
  });
}
