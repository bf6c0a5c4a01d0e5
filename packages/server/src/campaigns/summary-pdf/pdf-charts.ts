import type PDFDocument from "pdfkit";

type Doc = InstanceType<typeof PDFDocument>;
export type Box = { x: number; y: number; width: number; height: number };

export const INK = "#1a1a1a";
export const MUTED = "#5f6368";
export const ACCENT = "#1d9bf0";
export const SECOND = "#f4511e";
const GRID = "#e0e0e0";

/** Bars for one series and a line for another over the same days, each scaled to its own maximum. */
export function drawDailyChart(doc: Doc, box: Box, bars: number[], line: number[]): void {
  doc.save();
  for (let i = 0; i <= 4; i++) {
    const y = box.y + (box.height * i) / 4;
    doc
      .moveTo(box.x, y)
      .lineTo(box.x + box.width, y)
      .lineWidth(0.5)
      .strokeColor(GRID)
      .stroke();
  }
  const n = bars.length;
  if (n > 0) {
    const step = box.width / n;
    const barMax = Math.max(...bars, 1);
    bars.forEach((v, i) => {
      const h = (v / barMax) * box.height;
      doc.rect(box.x + i * step + step * 0.15, box.y + box.height - h, Math.max(step * 0.7, 0.5), h).fill(ACCENT);
    });
    const lineMax = Math.max(...line, 1);
    line.forEach((v, i) => {
      const x = box.x + i * step + step / 2;
      const y = box.y + box.height - (v / lineMax) * box.height;
      if (i === 0) doc.moveTo(x, y);
      else doc.lineTo(x, y);
    });
    if (n > 1) doc.lineWidth(1.5).strokeColor(SECOND).stroke();
  }
  doc.restore();
}

/** A horizontal bar per row, its length its share of the largest. */
export function drawBars(
  doc: Doc,
  box: Omit<Box, "height">,
  rows: { label: string; value: number; caption: string }[],
): number {
  const rowHeight = 16;
  const labelWidth = box.width * 0.3;
  const barWidth = box.width * 0.45;
  const max = Math.max(...rows.map((r) => r.value), 1);
  let y = box.y;
  for (const row of rows) {
    doc
      .fontSize(8)
      .fillColor(INK)
      .text(row.label, box.x, y + 2, { width: labelWidth - 4, lineBreak: false, ellipsis: true });
    doc.rect(box.x + labelWidth, y + 3, Math.max((row.value / max) * barWidth, 0.5), rowHeight - 7).fill(ACCENT);
    doc
      .fontSize(8)
      .fillColor(MUTED)
      .text(row.caption, box.x + labelWidth + barWidth + 6, y + 2, {
        width: box.width - labelWidth - barWidth - 6,
        lineBreak: false,
      });
    y += rowHeight;
  }
  return y;
}
