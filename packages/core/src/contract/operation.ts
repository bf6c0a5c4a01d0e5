import { z } from "zod";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * One API operation, written once and read by both sides: the server registers its route from it
 * (input validated, reply type-checked, OpenAPI complete) and the web app calls it through it.
 * `path` uses `:name` for path parameters, as Fastify does.
 */
export type Operation = {
  method: HttpMethod;
  path: string;
  summary: string;
  tags: readonly string[];
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** headers it reads, documented and validated (unnamed headers pass through) */
  headers?: z.ZodType;
  /** the status of a success (204 carries no body: its response is z.null()) */
  status: 200 | 201 | 204;
  response: z.ZodType;
  /** the error statuses it may answer, each with a body of `errorBody`'s shape */
  errors: readonly number[];
};

/** Declares an operation, keeping its literal types (the schemas and the path). */
export function operation<const O extends Operation>(op: O): O {
  return op;
}

/** The body of every 4xx: `{detail}`, or messages by field. */
export const errorBody = z.union([z.object({ detail: z.string() }), z.record(z.string(), z.array(z.string()))]);

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;
type Sent<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What a route handler receives once the input is validated. */
export type OperationInput<O extends Operation> = {
  params: Parsed<O["params"]>;
  query: Parsed<O["query"]>;
  body: Parsed<O["body"]>;
};

/** What a caller sends: path parameters by name, the query and the body as the schemas take them. */
export type CallInput<O extends Operation> = (O["params"] extends z.ZodType
  ? { params: { [K in keyof z.input<O["params"]>]: string | number } }
  : { params?: undefined }) &
  (O["query"] extends z.ZodType ? { query: Sent<O["query"]> } : { query?: undefined }) &
  (O["body"] extends z.ZodType ? { body: Sent<O["body"]> } : { body?: undefined });

/** What the operation answers on success. */
export type OperationOutput<O extends Operation> = z.output<O["response"]>;

/** The path with its parameters filled in, each URL-encoded. */
export function operationPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
