import { isStaff } from "../auth/auth-permissions.ts";

type Caller = { email: string } | null;
type Staff = { staffEmails: readonly string[] };

/** Anyone records the app's events, signed in or not: a visitor's first steps are the funnel's top. */
export const canRecordAppEvents = (_caller: Caller): boolean => true;

/** Only staff (STAFF_EMAILS) read them: they describe every user's use of the product. */
export const canReadAppEvents = (config: Staff, caller: Caller): boolean => caller !== null && isStaff(config, caller);

/** Any browser reports the errors it catches: a crash on the sign-in page matters most. */
export const canRecordClientErrors = (_caller: Caller): boolean => true;

/** Only staff read reported errors: their URLs and stacks are every user's. */
export const canReadClientErrors = (config: Staff, caller: Caller): boolean => canReadAppEvents(config, caller);
