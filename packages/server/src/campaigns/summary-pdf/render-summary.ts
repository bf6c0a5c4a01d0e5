import type { Language } from "@xa/core/auth/languages";
import { CURRENCY_DECIMALS } from "@xa/core/campaigns/campaign-rules";
import {
  type CampaignSummaryTextKey,
  OBJECTIVE_NAMES,
  SEGMENT_FEE_TERMS,
  STATUS_NAMES,
  summaryText,
} from "@xa/core/campaigns/campaign-summary-texts";
import type { Currency } from "@xa/core/targeting/targeting-options";
import type PDFDocument from "pdfkit";
import { openPdf } from "../../exports/index.ts";
import { ACCENT, drawBars, drawDailyChart, INK, MUTED } from "./pdf-charts.ts";
import type { SummaryData, SummaryFigures } from "./summary-data.ts";

type Doc = InstanceType<typeof PDFDocument>;
const LOCALES: Record<Language, string> = { en: "en-US", ja: "ja-JP" };
const MARGIN = 48;

/** Money in the campaign's currency, with the currency's decimals; YEN is ISO's JPY. */
function moneyFormat(language: Language, currency: Currency) {
  const digits = CURRENCY_DECIMALS[currency];
  const iso = currency === "YEN" ? "JPY" : currency;
  if (currency === "Other") {
    const plain = new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: digits });
    return (n: number) => plain.format(n);
  }
  const format = new Intl.NumberFormat(LOCALES[language], {
    style: "currency",
    currency: iso,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return (n: number) => format.format(n);
}

const rate = (part: number, whole: number) => (whole > 0 ? part / whole : 0);

/** The campaign's summary as a PDF: cover and figures, daily and segment charts, targeting, creatives. */
export async function renderSummaryPdf(data: SummaryData): Promise<Buffer> {
  const { language, campaign } = data;
  const t = (key: CampaignSummaryTextKey, params?: Record<string, string | number>) =>
    summaryText(language, key, params);
  const numbers = new Intl.NumberFormat(LOCALES[language]);
  const percent = new Intl.NumberFormat(LOCALES[language], { style: "percent", maximumFractionDigits: 2 });
  const money = moneyFormat(language, campaign.currency);
  const day = (iso: string) =>
    new Intl.DateTimeFormat(LOCALES[language], { dateStyle: "medium", timeZone: "UTC" }).format(new Date(iso));

  const { doc, bytes }: { doc: Doc; bytes: () => Promise<Buffer> } = await openPdf({
    size: data.paper,
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `${t("title")}: ${campaign.name}`, Author: data.team },
    lang: language,
  });
  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN - 24;
  const room = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };
  const heading = (text: string) => {
    room(60);
    doc.moveDown(0.8).font("bold").fontSize(14).fillColor(INK).text(text, MARGIN, doc.y, { width });
    doc.moveDown(0.3).font("regular");
  };
  const line = (label: string, value: string) => {
    doc.font("bold").fontSize(10).fillColor(MUTED).text(`${label}  `, MARGIN, doc.y, { continued: true });
    doc.font("regular").fillColor(INK).text(value);
  };

  // Cover
  doc
    .font("bold")
    .fontSize(24)
    .fillColor(ACCENT)
    .text(t("title"), MARGIN, MARGIN + 40, { width });
  doc.moveDown(0.3).fontSize(18).fillColor(INK).text(campaign.name, { width });
  doc
    .moveDown(0.3)
    .font("regular")
    .fontSize(10)
    .fillColor(MUTED)
    .text(t("preparedFor", { team: data.team, date: day(data.generatedAt.toISOString()) }));
  doc
    .moveDown(0.6)
    .fontSize(9)
    .fillColor(data.simulated ? "#b26a00" : MUTED);
  doc.text(data.simulated ? t("simulated") : t("platformStats"), { width });
  doc.moveDown(0.8);
  line(t("objective"), OBJECTIVE_NAMES[language][campaign.objective]);
  line(t("status"), STATUS_NAMES[language][campaign.effective_status]);
  line(t("dates"), `${day(campaign.start_time)} – ${campaign.end_time ? day(campaign.end_time) : t("noEnd")}`);
  const budgets = [
    campaign.lifetime_budget !== null ? t("lifetimeBudget", { amount: money(campaign.lifetime_budget) }) : null,
    campaign.daily_budget !== null ? t("dailyBudget", { amount: money(campaign.daily_budget) }) : null,
  ].filter((b): b is string => b !== null);
  line(t("budget"), budgets.join(" · "));
  line(t("adAccount"), `${campaign.ad_account_name} (${campaign.ad_account_id})`);

  // Key figures
  heading(t("kpis"));
  const totals = data.totals;
  const kpis: [CampaignSummaryTextKey, string][] = [
    ["impressions", numbers.format(totals.impressions)],
    ["engagements", numbers.format(totals.engagements)],
    ["clicks", numbers.format(totals.clicks)],
    ["spend", money(totals.spend)],
    ["cpm", money(rate(totals.spend * 1000, totals.impressions))],
    ["ctr", percent.format(rate(totals.clicks, totals.impressions))],
  ];
  const tileWidth = width / 3;
  const top = doc.y;
  kpis.forEach(([key, value], i) => {
    const x = MARGIN + (i % 3) * tileWidth;
    const y = top + Math.floor(i / 3) * 44;
    doc
      .font("regular")
      .fontSize(9)
      .fillColor(MUTED)
      .text(t(key), x, y, { width: tileWidth - 8 });
    doc
      .font("bold")
      .fontSize(16)
      .fillColor(INK)
      .text(value, x, y + 12, { width: tileWidth - 8 });
  });
  doc.font("regular").text("", MARGIN, top + 92);

  // Daily chart
  heading(t("daily"));
  if (data.daily.length === 0) {
    doc.fontSize(10).fillColor(MUTED).text(t("noDelivery"));
  } else {
    const first = data.daily[0]?.day ?? "";
    const last = data.daily.at(-1)?.day ?? "";
    doc
      .fontSize(8)
      .fillColor(MUTED)
      .text(t("dailyCaption", { from: day(first), to: day(last) }), { width });
    const box = { x: MARGIN, y: doc.y + 6, width, height: 140 };
    drawDailyChart(
      doc,
      box,
      data.daily.map((d) => d.impressions),
      data.daily.map((d) => d.spend),
    );
    doc.text("", MARGIN, box.y + box.height + 8);
  }

  // Segments
  heading(t("segments"));
  for (const segment of data.segments) {
    room(30 + 16 * Math.min(segment.rows.length, 8));
    doc.font("bold").fontSize(10).fillColor(INK).text(t(segment.dimension), MARGIN, doc.y);
    const rows = [...segment.rows].sort((a, b) => b.impressions - a.impressions).slice(0, 8);
    const end = drawBars(
      doc.font("regular"),
      { x: MARGIN, y: doc.y + 4, width },
      rows.map((r: { label: string } & SummaryFigures) => ({
        label: r.label,
        value: r.impressions,
        caption: `${numbers.format(r.impressions)} · ${t("shareOfImpressions", { share: percent.format(rate(r.impressions, totals.impressions)) })}`,
      })),
    );
    doc.text("", MARGIN, end + 6);
  }

  // Targeting
  heading(t("targeting"));
  const list = (values: string[]) => {
    if (values.length === 0) return t("none");
    const shown = values.slice(0, 12).join(", ");
    return values.length > 12 ? `${shown} ${t("more", { count: values.length - 12 })}` : shown;
  };
  for (const adset of data.adsets) {
    room(110);
    doc
      .font("bold")
      .fontSize(11)
      .fillColor(INK)
      .text(t("adset", { name: adset.name }), MARGIN, doc.y, { width });
    doc.font("regular").fontSize(9).fillColor(MUTED);
    doc.text(adset.audience_name ? t("audience", { name: adset.audience_name }) : t("noAudience"));
    const g = adset.targeting;
    line(t("keywords"), list(g.keywords));
    line(t("handles"), list(g.handles.map((h) => `@${h.handle}`)));
    line(t("hashtags"), list(g.hashtags.map((h) => `#${h}`)));
    line(t("locations"), list([...g.countries, ...g.locations.map((l) => l.label)]));
    line(t("languages"), list(g.languages.map((l) => l.label)));
    line(t("ageGender"), `${g.age} · ${g.gender}`);
    line(t("placements"), list(adset.placements));
    doc.moveDown(0.5);
  }

  // Creatives
  heading(t("creatives"));
  if (data.creatives.length === 0) doc.fontSize(10).fillColor(MUTED).text(t("noCreatives"));
  for (const creative of data.creatives) {
    room(100);
    const y = doc.y;
    const textX = creative.thumbnail ? MARGIN + 96 : MARGIN;
    if (creative.thumbnail) {
      try {
        doc.image(Buffer.from(creative.thumbnail), MARGIN, y, { fit: [84, 84] });
      } catch {
        // A thumbnail pdfkit cannot read (not PNG or JPEG) leaves the text alone.
      }
    }
    doc
      .font("bold")
      .fontSize(10)
      .fillColor(INK)
      .text(creative.name, textX, y, { width: width - (textX - MARGIN) });
    doc
      .font("regular")
      .fontSize(9)
      .fillColor(INK)
      .text(creative.text, { width: width - (textX - MARGIN) });
    if (creative.cardTitle) doc.fillColor(MUTED).text(`${creative.cardTitle} — ${creative.cardUrl ?? ""}`);
    if (creative.callToAction) doc.fillColor(MUTED).text(t("callToAction", { cta: creative.callToAction }));
    doc.text("", MARGIN, Math.max(doc.y, y + (creative.thumbnail ? 90 : 0)) + 8);
  }

  // The fee terms, in Japanese as agreed, with the English beneath in an English summary.
  if (data.segmentFeeApplies) {
    heading(t("feeTitle"));
    doc.font("regular").fontSize(9).fillColor(INK);
    for (const term of SEGMENT_FEE_TERMS.ja) doc.text(`・${term}`, { width });
    if (language === "en") {
      doc.moveDown(0.4).fillColor(MUTED);
      for (const term of SEGMENT_FEE_TERMS.en) doc.text(`• ${term}`, { width });
    }
  }

  // Every page says whether its figures are simulated, and where it is in the document.
  const pages = doc.bufferedPageRange();
  for (let i = 0; i < pages.count; i++) {
    doc.switchToPage(pages.start + i);
    const y = doc.page.height - MARGIN + 8;
    doc.page.margins.bottom = 0;
    doc.font("regular").fontSize(7).fillColor(MUTED);
    if (data.simulated) doc.text(t("simulated"), MARGIN, y, { width: width * 0.75, lineBreak: false, ellipsis: true });
    doc.text(t("page", { page: i + 1, pages: pages.count }), MARGIN + width * 0.75, y, {
      width: width * 0.25,
      align: "right",
      lineBreak: false,
    });
  }
  return bytes();
}
