import { operation } from "@xa/core/contract/operation";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { route } from "./route.ts";

const op = operation({
  method: "GET",
  path: "/api/thing/",
  summary: "A thing",
  tags: ["test"],
  status: 200,
  response: z.object({ name: z.string(), count: z.number() }),
  errors: [],
});

async function appReplying(reply: unknown, check: boolean) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  route(app, op, async () => reply as z.output<typeof op.response>, { trustedReply: { check } });
  await app.ready();
  return app;
}

describe("a trusted reply", () => {
  it("is sent as built, the same whether checked or not", async () => {
    for (const check of [true, false]) {
      const app = await appReplying({ count: 2, name: "coffee" }, check);
      const res = await app.inject({ method: "GET", url: "/api/thing/" });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ name: "coffee", count: 2 });
      expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
      await app.close();
    }
  });

  it("fails when checked if it holds what its schema would not send, or lacks what it needs", async () => {
    for (const reply of [{ name: "coffee", count: 2, secret: "x" }, { name: "coffee" }]) {
      const app = await appReplying(reply, true);
      const res = await app.inject({ method: "GET", url: "/api/thing/" });
      expect(res.statusCode, JSON.stringify(reply)).toBe(500);
      expect(res.body).not.toContain("secret");
      await app.close();
    }
  });
});
