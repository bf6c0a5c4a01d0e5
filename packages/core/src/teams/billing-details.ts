import { z } from "zod";
import { emailField, textField } from "../contract/fields.ts";
import type { Team } from "./teams-contract.ts";

/** Spec §5: billing details require invoice e-mail, country and invoice name. */
export const billingDetailsSchema = z.object({
  invoice_email: emailField("invoice_email"),
  country: textField("country", { max: 100 }),
  invoice_name: textField("invoice_name", { max: 200 }),
});

/** Billing details count as present only with all three fields (spec §3). */
export function hasBillingDetails(team: Pick<Team, "invoice_email" | "country" | "invoice_name">): boolean {
  return Boolean(team.invoice_email && team.country && team.invoice_name);
}
