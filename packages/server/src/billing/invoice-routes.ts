import { billingContract } from "@xa/core/billing/billing-contract";
import type { FastifyInstance } from "fastify";
import { requireAuth } from "../auth/index.ts";
import type { Deps } from "../deps.ts";
import { notFound, said } from "../http/http-error.ts";
import { requestLanguage } from "../http/request-language.ts";
import { route } from "../http/route.ts";
import { findMemberTeam } from "../teams/index.ts";
import { renderInvoicePdf } from "./invoice-pdf.ts";
import { findMemberInvoice, listInvoices } from "./invoice-queries.ts";

/** A team's invoices and each as a PDF: any member; another team's are a 404. */
export function registerInvoiceRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;

  route(app, billingContract.listInvoices, async ({ query }, request) => {
    const auth = await requireAuth(deps, request);
    const team = await findMemberTeam(db, auth.user.id, query.team);
    return listInvoices(db, team.id);
  });

  route(app, billingContract.invoicePdf, async ({ params, query }, request, reply) => {
    const auth = await requireAuth(deps, request);
    const invoice = await findMemberInvoice(db, auth.user.id, params.invoice);
    if (!invoice) throw notFound(said("billing.invoiceNotFound"));
    const language = query.language ?? requestLanguage(request);
    const pdf = await renderInvoicePdf(invoice, language, "XAudience");
    reply.header("content-type", "application/pdf");
    reply.header(
      "content-disposition",
      `attachment; filename="invoice-${invoice.number.replace(/[^\w.-]/g, "_")}.pdf"`,
    );
    reply.header("cache-control", "private, no-store");
    return pdf;
  });
}
