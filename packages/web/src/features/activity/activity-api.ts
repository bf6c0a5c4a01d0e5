import {
  activityContract,
  type CreateActivityBody,
  type ListActivityQuery,
  type StaffActivityQuery,
} from "@xa/core/activity/activity-contract";
import { call } from "../../api/call.ts";

const op = activityContract;
// A 403 on staff's list is a refusal, not a lost session.
const stay = { redirectOn403: false };

export const createActivity = (body: CreateActivityBody) => call(op.createActivity, { body });
export const listActivity = (query: ListActivityQuery) => call(op.listActivity, { query });
export const activityUsage = () => call(op.activityUsage, {});
export const staffActivity = (query: StaffActivityQuery) => call(op.staffActivity, { query }, stay);
