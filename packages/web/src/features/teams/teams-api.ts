import type { Team, TeamInvite, TeamMember, UpdateTeam } from "@xa/core";
import { apiPath, http } from "../../api/http-client.ts";

export function listTeams(): Promise<Team[]> {
  return http.get<Team[]>("/api/teams/");
}

export function getTeam(slug: string): Promise<Team> {
  return http.get<Team>(apiPath("/api/teams/{slug}/", { slug }));
}

export function createTeam(body: { name: string }): Promise<Team> {
  return http.post<Team>("/api/teams/", body);
}

export function updateTeam(slug: string, body: UpdateTeam): Promise<Team> {
  return http.patch<Team>(apiPath("/api/teams/{slug}/", { slug }), body);
}

export function deleteTeam(slug: string): Promise<void> {
  return http.delete(apiPath("/api/teams/{slug}/", { slug }));
}

export function listMembers(slug: string): Promise<TeamMember[]> {
  return http.get<TeamMember[]>(apiPath("/api/teams/{slug}/members/", { slug }));
}

export function updateMember(slug: string, id: number, body: Pick<TeamMember, "level">): Promise<TeamMember> {
  return http.patch<TeamMember>(apiPath("/api/teams/{slug}/members/{id}/", { slug, id }), body);
}

export function removeMember(slug: string, id: number): Promise<void> {
  return http.delete(apiPath("/api/teams/{slug}/members/{id}/", { slug, id }));
}

export function listInvites(slug: string): Promise<TeamInvite[]> {
  return http.get<TeamInvite[]>(apiPath("/api/teams/{slug}/invites/", { slug }));
}

export function createInvites(slug: string, body: { emails: string[]; message?: string }): Promise<TeamInvite[]> {
  return http.post<TeamInvite[]>(apiPath("/api/teams/{slug}/invites/", { slug }), body);
}

/** A 403 here means the invite is for another address, not a lost session: the page says so. */
export function acceptInvite(slug: string, code: string): Promise<Team> {
  return http.post<Team>(apiPath("/api/teams/{slug}/invites/accept/", { slug }), { code }, { redirectOn403: false });
}

export function deleteInvite(slug: string, id: number): Promise<void> {
  return http.delete(apiPath("/api/teams/{slug}/invites/{id}/", { slug, id }));
}
