import {
  type ChangeRequestBody,
  type FileRequestBody,
  type ListRequestsQuery,
  requestsContract,
} from "@xa/core/requests/requests-contract";
import { call } from "../../api/call.ts";

const op = requestsContract;
// A 403 here is a refusal of a staff action, not a lost session.
const stay = { redirectOn403: false };

export const fileRequest = (body: FileRequestBody) => call(op.fileRequest, { body });
export const requestStatus = (token: string) => call(op.requestStatus, { params: { token } });
export const listRequests = (query: ListRequestsQuery) => call(op.listRequests, { query }, stay);
export const changeRequest = (id: number, body: ChangeRequestBody) =>
  call(op.changeRequest, { params: { id }, body }, stay);
