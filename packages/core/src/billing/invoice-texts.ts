import type { Language } from "../auth/languages.ts";
import { fillTemplate } from "../i18n/text-template.ts";

/** The labels of an invoice PDF in each language. */
const EN = {
  title: "Invoice",
  number: "Invoice number",
  issued: "Issued",
  period: "Period",
  billedTo: "Billed to",
  status: "Status",
  paid: "Paid",
  open: "Open",
  failed: "Payment failed",
  description: "Description",
  amount: "Amount",
  subtotal: "Subtotal",
  total: "Total",
  testBilling: "Test billing: issued by local billing, no money was charged.",
  provider: "Paid through {{provider}}.",
} as const;

export type InvoiceTextKey = keyof typeof EN;

const JA: Record<InvoiceTextKey, string> = {
  title: "請求書",
  number: "請求書番号",
  issued: "発行日",
  period: "対象期間",
  billedTo: "請求先",
  status: "状態",
  paid: "支払済み",
  open: "未払い",
  failed: "支払い失敗",
  description: "内容",
  amount: "金額",
  subtotal: "小計",
  total: "合計",
  testBilling: "テスト決済：ローカル決済で発行されたもので、実際の請求は行われていません。",
  provider: "{{provider}} でお支払い。",
};

const TEXTS: Readonly<Record<Language, Readonly<Record<InvoiceTextKey, string>>>> = { en: EN, ja: JA };

/** An invoice label in `language`. */
export function invoiceText(language: Language, key: InvoiceTextKey, params: Record<string, string> = {}): string {
  return fillTemplate(language, TEXTS[language][key], params);
}
