import { isStaff } from "../auth/auth-permissions.ts";
import type { RequestStatus } from "./requests-contract.ts";

/** Who calls: a signed-in user (their e-mail says whether they are staff), or nobody. */
export type RequestsCaller = { email: string } | null;
type Staff = { staffEmails: readonly string[] };

/** Anyone, signed in or not, may file a request. */
export const canFileRequest = (_caller: RequestsCaller): boolean => true;

/** Staff (STAFF_EMAILS) list requests and change their status. */
export const canManageRequests = (config: Staff, caller: RequestsCaller): boolean =>
  caller !== null && isStaff(config, caller);

const NEXT: Record<RequestStatus, readonly RequestStatus[]> = {
  new: ["in_progress", "done", "declined"],
  in_progress: ["done", "declined"],
  done: [],
  declined: [],
};

/** Where a request may go from its status: forward only; done and declined are final. */
export const nextStatuses = (from: RequestStatus): readonly RequestStatus[] => NEXT[from];
export const canMoveRequest = (from: RequestStatus, to: RequestStatus): boolean => NEXT[from].includes(to);
