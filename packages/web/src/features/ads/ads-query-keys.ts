/** Query keys of the ads feature, built from their parameters. */
export const adsKeys = {
  all: ["ads"] as const,
  accounts: (team: string) => ["ads", "accounts", team] as const,
  grants: (team: string) => ["ads", "grants", team] as const,
  connection: (team: string) => ["ads", "connection", team] as const,
  platformAccounts: (team: string) => ["ads", "platform-accounts", team] as const,
  lineItems: (id: number) => ["ads", "line-items", id] as const,
  sandbox: (id: number) => ["ads", "sandbox", id] as const,
  savedPackages: (team: string) => ["ads", "saved-packages", team] as const,
  savedPackage: (id: number) => ["ads", "saved-package", id] as const,
  usages: (team: string, configId: number, includeDeleted: boolean) =>
    ["ads", "usages", team, configId, includeDeleted] as const,
};
