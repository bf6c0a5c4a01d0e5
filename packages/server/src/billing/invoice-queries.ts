import type { Invoice } from "@xa/core/billing/billing-contract";
import { BILLING_CURRENCIES, type BillingCurrency } from "@xa/core/billing/plans";
import { type TaxRate, taxRate } from "@xa/core/billing/tax-rates";
import type { Db } from "../db/database.ts";

type InvoiceRow = {
  id: number;
  team_id: number;
  provider: "stripe" | "local";
  number: string;
  status: Invoice["status"];
  currency: string;
  subtotal: string;
  tax: string;
  tax_rate: TaxRate | null;
  total: string;
  period_start: Date | null;
  period_end: Date | null;
  lines: Invoice["lines"];
  billed_to: { name?: string; email?: string; country?: string };
  created_at: Date;
};

export type StoredInvoice = Invoice & { team_id: number; billed_to: { name: string; email: string; country: string } };

const COLUMNS = `id, team_id, provider, number, status, currency, subtotal::text, tax::text, tax_rate, total::text,
  period_start, period_end, lines, billed_to, created_at`;

const iso = (d: Date | null) => (d === null ? null : new Date(d).toISOString());

function toInvoice(row: InvoiceRow): StoredInvoice {
  return {
    id: row.id,
    team_id: row.team_id,
    number: row.number,
    provider: row.provider,
    status: row.status,
    currency: (BILLING_CURRENCIES as readonly string[]).includes(row.currency)
      ? (row.currency as BillingCurrency)
      : "USD",
    subtotal: Number(row.subtotal),
    tax: Number(row.tax),
    tax_rate: taxRate.safeParse(row.tax_rate).data ?? null,
    total: Number(row.total),
    period_start: iso(row.period_start),
    period_end: iso(row.period_end),
    lines: row.lines,
    created_at: new Date(row.created_at).toISOString(),
    billed_to: {
      name: row.billed_to.name ?? "",
      email: row.billed_to.email ?? "",
      country: row.billed_to.country ?? "",
    },
  };
}

/** A team's invoices, newest first. */
export async function listInvoices(db: Db, teamId: number): Promise<Invoice[]> {
  const rows = await db.query<InvoiceRow>(
    `SELECT ${COLUMNS} FROM invoices WHERE team_id = $1 ORDER BY created_at DESC, id DESC`,
    [teamId],
  );
  return rows.map((row) => {
    const { team_id: _team, billed_to: _to, ...invoice } = toInvoice(row);
    return invoice;
  });
}

/** One invoice of a team the user belongs to; undefined for any other (a 404 to the caller). */
export async function findMemberInvoice(db: Db, userId: number, id: number): Promise<StoredInvoice | undefined> {
  const [row] = await db.query<InvoiceRow>(
    `SELECT ${COLUMNS} FROM invoices i WHERE id = $1
       AND EXISTS (SELECT 1 FROM memberships m WHERE m.team_id = i.team_id AND m.user_id = $2)`,
    [id, userId],
  );
  return row ? toInvoice(row) : undefined;
}
