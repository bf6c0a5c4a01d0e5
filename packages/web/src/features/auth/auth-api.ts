import { authContract, type MagicLinkUse, teamsContract, type UpdateMe } from "@xa/core";
import { call } from "../../api/call.ts";

/** Asks for a login e-mail; the reply's magic code pairs with the e-mailed confirmation code. */
export function requestMagicLink(email: string) {
  return call(authContract.requestMagicLink, { body: { email } }, { redirectOn403: false });
}

export function confirmMagicLink(body: MagicLinkUse) {
  return call(authContract.useMagicLink, { body }, { redirectOn403: false });
}

export function updateMe(body: UpdateMe) {
  return call(authContract.updateMe, { body });
}

/** Revokes the companion extension's token: the extension is signed out wherever it runs. */
export function revokeExtensionAccess() {
  return call(authContract.deleteExtensionToken, {});
}

/** Whether the user has a pro-targeting token, and when it was made, last used and stops working. */
export function getProTargetingToken() {
  return call(authContract.getProTargetingToken, {});
}

/** A new pro-targeting token, shown this once; the one before it stops working. */
export function createProTargetingToken() {
  return call(authContract.createProTargetingToken, {});
}

/** Revokes the pro-targeting token: scripts holding it read nothing more. */
export function revokeProTargetingToken() {
  return call(authContract.deleteProTargetingToken, {});
}

/** The public name and logo of the team whose sub-domain this is; 404 when no team has that slug. */
export function getTeamInfo(slug: string) {
  return call(teamsContract.getTeamInfo, { params: { slug } });
}
