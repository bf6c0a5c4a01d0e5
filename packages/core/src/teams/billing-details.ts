import { z } from "zod";
import { emailField, textField } from "../contract/fields.ts";
import type { Team } from "./teams-contract.ts";

/** Billing details require invoice e-mail, country and invoice name. */
export const billingDetailsSchema = z.object({
  invoice_email: emailField("invoice_email"),
  country: textField("country", { max: 100 }),
  invoice_name: textField("invoice_name", { max: 200 }),
});

/** Billing details count as present only with all three fields. */
export function hasBillingDetails(team: Pick<Team, "invoice_email" | "country" | "invoice_name">): boolean {
  return Boolean(team.invoice_email && team.country && team.invoice_name);
}
