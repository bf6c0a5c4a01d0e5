import { once } from "node:events";
import { setImmediate as nextTurn } from "node:timers/promises";
import { type AssistantEvent, EVENT_STREAM_TYPE } from "@xa/core/assistant/assistant-contract";
import { formatAssistantEvent, STREAM_END_EVENT } from "@xa/core/assistant/event-stream";
import type { Operation, OperationInput } from "@xa/core/contract/operation";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "../config.ts";
import { operationSchema } from "../http/route.ts";
import { securityHeaders } from "../http/security-headers.ts";

/**
 * Registers a streaming operation: its input is validated by the operation's schemas as route()
 * does (a 4xx as `{detail}` or field errors before anything streams), and the OpenAPI document lists its
 * success as text/event-stream whose messages are the operation's response schema. The handler
 * throws an HttpError to refuse, or opens the stream with `openEventStream` and writes to it.
 */
export function streamRoute<O extends Operation>(
  app: FastifyInstance,
  op: O,
  handler: (input: OperationInput<O>, request: FastifyRequest, reply: FastifyReply) => Promise<void>,
): void {
  const success = { description: op.summary, content: { [EVENT_STREAM_TYPE]: { schema: op.response } } };
  app.withTypeProvider<ZodTypeProvider>().route({
    method: op.method,
    url: op.path,
    schema: operationSchema(op, success),
    handler: async (request, reply) => {
      const input = { params: request.params, query: request.query, body: request.body } as OperationInput<O>;
      await handler(input, request, reply);
    },
  });
}

/** An open event stream: events in order, the end once, and a signal that fires when the client goes. */
export type EventStream = {
  send(event: AssistantEvent): Promise<void>;
  end(): void;
  signal: AbortSignal;
};

/**
 * Takes the reply over from Fastify and starts a server-sent event stream: the security headers
 * every response carries (the onSend hook does not run for a hijacked reply), no caching, and no
 * proxy buffering. Closing the connection before the end aborts `signal`.
 */
export function openEventStream(reply: FastifyReply, config: Pick<Config, "publicUrl">): EventStream {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    ...securityHeaders(config),
    "cache-control": "no-store",
    "content-type": `${EVENT_STREAM_TYPE}; charset=utf-8`,
    "x-accel-buffering": "no",
  });
  const controller = new AbortController();
  let ended = false;
  res.on("close", () => {
    if (!ended) controller.abort();
  });
  const signal = controller.signal;
  return {
    signal,
    async send(event) {
      signal.throwIfAborted();
      if (!res.write(formatAssistantEvent(event))) await once(res, "drain", { signal });
      // A turn of the event loop between events, so a closed connection is seen before the next one.
      await nextTurn();
      signal.throwIfAborted();
    },
    end() {
      if (ended) return;
      ended = true;
      if (!res.destroyed) res.end(STREAM_END_EVENT);
    },
  };
}
