/** A one-line progress bar on stderr: done/total, a bar, and the rate in items per second. */
export class ProgressBar {
  private readonly started = Date.now();
  private lastDraw = 0;
  private readonly tty = Boolean(process.stderr.isTTY);

  constructor(
    private readonly label: string,
    private readonly unit = "items",
  ) {}

  /** Redraws at most 10 times a second (every second or so when stderr is not a terminal). */
  update(done: number, total?: number, extra = "", force = false): void {
    const now = Date.now();
    if (!force && now - this.lastDraw < (this.tty ? 100 : 2000)) return;
    this.lastDraw = now;
    // A rate over the first instants says nothing (a phase whose first batch was done before its
    // bar was drawn showed an absurd rate): it appears after half a second, and at the end.
    const seconds = Math.max((now - this.started) / 1000, 0.001);
    const rate =
      force || seconds >= 0.5 ? ` · ${Math.round(done / seconds).toLocaleString("en-US")} ${this.unit}/s` : "";
    const width = 24;
    const ratio = total ? Math.min(done / total, 1) : 0;
    const bar = total
      ? `[${"#".repeat(Math.round(ratio * width)).padEnd(width, ".")}] ${(ratio * 100).toFixed(0).padStart(3)}% `
      : "";
    const line = `${this.label} ${bar}${done.toLocaleString("en-US")}${total ? `/${total.toLocaleString("en-US")}` : ""} ${this.unit}${rate}${extra ? ` · ${extra}` : ""}`;
    process.stderr.write(this.tty ? `\r\x1b[2K${line}` : `${line}\n`);
  }

  done(done: number, total?: number, extra = ""): void {
    this.update(done, total, extra, true);
    if (this.tty) process.stderr.write("\n");
  }
}
