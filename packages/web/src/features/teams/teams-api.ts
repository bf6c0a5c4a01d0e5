import { type CreateInvites, type CreateTeam, teamsContract, type UpdateMember, type UpdateTeam } from "@xa/core";
import { call } from "../../api/call.ts";
import { everyPage } from "../../api/every-page.ts";

/** Every team of the user, a page at a time: the switcher and the team chooser offer them all. */
export function listTeams() {
  return everyPage((page) => call(teamsContract.listTeams, { query: page }));
}

export function getTeam(slug: string) {
  return call(teamsContract.getTeam, { params: { team: slug } });
}

export function createTeam(body: CreateTeam) {
  return call(teamsContract.createTeam, { body });
}

export function updateTeam(slug: string, body: UpdateTeam) {
  return call(teamsContract.updateTeam, { params: { team: slug }, body });
}

export function deleteTeam(slug: string) {
  return call(teamsContract.deleteTeam, { params: { team: slug } });
}

export function listMembers(slug: string) {
  return everyPage((page) => call(teamsContract.listMembers, { params: { team: slug }, query: page }));
}

export function updateMember(slug: string, id: number, body: UpdateMember) {
  return call(teamsContract.updateMember, { params: { team: slug, member: id }, body });
}

export function removeMember(slug: string, id: number) {
  return call(teamsContract.removeMember, { params: { team: slug, member: id } });
}

export function listInvites(slug: string) {
  return everyPage((page) => call(teamsContract.listInvites, { params: { team: slug }, query: page }));
}

export function createInvites(slug: string, body: CreateInvites) {
  return call(teamsContract.createInvites, { params: { team: slug }, body });
}

/** A 403 here means the invite is for another address, not a lost session: the page says so. */
export function acceptInvite(slug: string, code: string) {
  return call(teamsContract.acceptInvite, { params: { team: slug }, body: { code } }, { redirectOn403: false });
}

export function deleteInvite(slug: string, id: number) {
  return call(teamsContract.deleteInvite, { params: { team: slug, invite: id } });
}
