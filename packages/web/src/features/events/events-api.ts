import { type AppEventsQuery, appEventsContract } from "@xa/core/events/app-events-contract";
import { type ClientErrorsQuery, clientErrorsContract } from "@xa/core/events/client-errors-contract";
import { call } from "../../api/call.ts";

// A 403 here is a refusal (not staff), not a lost session.
export const readAppEvents = (query: AppEventsQuery) =>
  call(appEventsContract.readAppEvents, { query }, { redirectOn403: false });

export const readClientErrors = (query: ClientErrorsQuery) =>
  call(clientErrorsContract.readClientErrors, { query }, { redirectOn403: false });
