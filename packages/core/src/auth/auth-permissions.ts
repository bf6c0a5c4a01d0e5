/** Staff (STAFF_EMAILS) may upload social data; the web app offers the upload only to them. */
export function isStaff(config: { staffEmails: readonly string[] }, user: { email: string }): boolean {
  return config.staffEmails.includes(user.email.toLowerCase());
}
