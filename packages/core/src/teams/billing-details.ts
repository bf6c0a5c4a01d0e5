import { z } from "zod";
import { emailField, textField } from "../contract/fields.ts";
import type { Team } from "./teams-contract.ts";

/** Billing details require invoice e-mail, country and invoice name. */
export const billingDetailsSchema = z.object({
  invoice_email: emailField("invoice_email"),
  country: textField("country", { max: 100 }),
  invoice_name: textField("invoice_name", { max: 200 }),
});

type BillingFields = Pick<Team, "invoice_email" | "country" | "invoice_name">;

/** The billing details fields still blank, in the order a form shows them. */
export function missingBillingDetails(team: BillingFields): ("invoice_email" | "country" | "invoice_name")[] {
  return (["invoice_email", "country", "invoice_name"] as const).filter((field) => !team[field].trim());
}

/** Billing details count as present only with all three fields. */
export function hasBillingDetails(team: BillingFields): boolean {
  return missingBillingDetails(team).length === 0;
}
