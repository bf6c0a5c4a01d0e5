import type { Language } from "@xa/core/auth/languages";
import { type InvoiceTextKey, invoiceText } from "@xa/core/billing/invoice-texts";
import { formatMinorUnits } from "@xa/core/billing/plans";
import { taxLabel } from "@xa/core/billing/tax-rates";
import { openPdf } from "../exports/index.ts";
import type { StoredInvoice } from "./invoice-queries.ts";

const LOCALES: Record<Language, string> = { en: "en-US", ja: "ja-JP" };
const MARGIN = 56;
const INK = "#1a1b1e";
const MUTED = "#5c5f66";

/** An invoice as a PDF in `language`: who is billed, the period, each line, tax and total. */
export async function renderInvoicePdf(invoice: StoredInvoice, language: Language, seller: string): Promise<Buffer> {
  const t = (key: InvoiceTextKey, params?: Record<string, string>) => invoiceText(language, key, params);
  const money = (amount: number) => formatMinorUnits(amount, invoice.currency, language);
  const day = (iso: string | null) =>
    iso === null
      ? ""
      : new Intl.DateTimeFormat(LOCALES[language], { dateStyle: "medium", timeZone: "UTC" }).format(new Date(iso));

  const { doc, bytes } = await openPdf({
    size: "A4",
    margin: MARGIN,
    info: { Title: `${t("title")} ${invoice.number}`, Author: seller },
    lang: language,
  });
  const width = doc.page.width - 2 * MARGIN;
  const amountX = MARGIN + width - 140;

  doc.font("bold").fontSize(22).fillColor(INK).text(t("title"), MARGIN, MARGIN);
  doc.font("regular").fontSize(10).fillColor(MUTED).text(seller);
  doc.moveDown(1);
  const field = (label: string, value: string) => {
    doc.font("bold").fontSize(10).fillColor(MUTED).text(`${label}  `, MARGIN, doc.y, { continued: true });
    doc.font("regular").fillColor(INK).text(value);
  };
  field(t("number"), invoice.number);
  field(t("issued"), day(invoice.created_at));
  if (invoice.period_start && invoice.period_end)
    field(t("period"), `${day(invoice.period_start)} – ${day(invoice.period_end)}`);
  field(t("status"), t(invoice.status));
  doc.moveDown(0.8);
  doc.font("bold").fontSize(10).fillColor(MUTED).text(t("billedTo"), MARGIN, doc.y);
  doc.font("regular").fillColor(INK);
  for (const part of [invoice.billed_to.name, invoice.billed_to.email, invoice.billed_to.country])
    if (part) doc.text(part);

  doc.moveDown(1.2);
  const row = (left: string, right: string, bold = false) => {
    const y = doc.y;
    doc
      .font(bold ? "bold" : "regular")
      .fontSize(10)
      .fillColor(INK);
    doc.text(left, MARGIN, y, { width: amountX - MARGIN - 12 });
    const after = doc.y;
    doc.text(right, amountX, y, { width: 140, align: "right" });
    doc.y = Math.max(after, doc.y) + 4;
  };
  const rule = () => {
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + width, doc.y)
      .strokeColor("#dee2e6")
      .stroke();
    doc.y += 6;
  };
  row(t("description"), t("amount"), true);
  rule();
  for (const line of invoice.lines) {
    const period = line.period_start && line.period_end ? `\n${day(line.period_start)} – ${day(line.period_end)}` : "";
    row(`${line.description}${period}`, money(line.amount));
  }
  rule();
  row(t("subtotal"), money(invoice.subtotal));
  row(taxLabel(language, invoice.tax_rate), money(invoice.tax));
  row(t("total"), money(invoice.total), true);
  doc.moveDown(1.5);
  doc
    .font("regular")
    .fontSize(9)
    .fillColor(MUTED)
    .text(invoice.provider === "local" ? t("testBilling") : t("provider", { provider: "Stripe" }), MARGIN, doc.y, {
      width,
    });
  return bytes();
}
