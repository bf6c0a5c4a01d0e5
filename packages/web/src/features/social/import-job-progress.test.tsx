import "../../test/setup-dom.ts";
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider, useMutation } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { serverMessage } from "@xa/core/social/server-messages";
import type { ImportJob } from "@xa/core/social/social-contract";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "../../api/api-error.ts";
import { i18n } from "../../i18n/setup.ts";
import { ImportJobProgress } from "./import-job-progress.tsx";
import { doneJob, runningJob } from "./social-fixtures.test-support.ts";

/** Ids the view asked to cancel, and what the server answers. */
let cancelAsked: string[] = [];
let cancelAnswer: () => Promise<unknown> = async () => ({});

function WithCancel({ job, updatedAt }: { job: ImportJob; updatedAt: number }) {
  const cancel = useMutation({
    mutationFn: (id: string) => {
      cancelAsked.push(id);
      return cancelAnswer();
    },
  });
  return <ImportJobProgress job={job} updatedAt={updatedAt} cancel={cancel} />;
}

const queryClient = new QueryClient();
const draw = (job: ImportJob, updatedAt: number) => (
  <QueryClientProvider client={queryClient}>
    <MantineProvider>
      <WithCancel job={job} updatedAt={updatedAt} />
    </MantineProvider>
  </QueryClientProvider>
);
const cancelButton = () => screen.queryByRole("button", { name: "Cancel import" });
const figure = (id: string) => screen.getByTestId(`progress-${id}`).textContent;

describe("import progress view", () => {
  beforeAll(() => i18n.changeLanguage("en"));
  afterEach(cleanup);

  it("shows a running import: share read, counts, skip reasons and bad lines by number", () => {
    render(draw(runningJob, 1000));
    expect(screen.getByRole("heading", { name: "Import of two_tweets.jsonl" })).toBeTruthy();
    expect(screen.getByTestId("import-status").textContent).toBe("Running");
    expect(screen.getByTestId("progress-stage").textContent).toBe("Reading the file: 25% (1 kB of 4 kB)");
    expect(screen.getByRole("progressbar", { name: "Import progress" }).getAttribute("aria-valuenow")).toBe("25");
    expect(figure("read")).toBe("20");
    expect(figure("imported")).toBe("16");
    expect(figure("updated")).toBe("3");
    expect(figure("skipped")).toBe("3");
    expect(figure("rate")).toBe("—");
    const skipped = within(screen.getByTestId("skipped-details"));
    expect(skipped.getByText("API error: Not Found Error: 2")).toBeTruthy();
    expect(skipped.getByText("malformed JSON: 1")).toBeTruthy();
    expect(skipped.getByText("Line 3: malformed JSON: Unexpected token } in JSON")).toBeTruthy();
  });

  it("measures items per second between the page's readings", () => {
    const view = render(draw(runningJob, 1000));
    view.rerender(draw({ ...runningJob, read: 320, done_bytes: 3072 }, 3000));
    expect(figure("rate")).toBe("150");
    expect(screen.getByTestId("progress-stage").textContent).toContain("75%");
  });

  it("says when the file is read and accounts are being enriched", () => {
    render(draw({ ...runningJob, phase: "enriching", enriched_accounts: 5 }, 1000));
    expect(screen.getByTestId("progress-stage").textContent).toBe("Enriching the accounts it touched (5 done)…");
    // The bar has no share to report then; the text carries it.
    expect(screen.queryByRole("progressbar")).toBeNull();
  });

  it("says when the file is in and the posts' indexes are being built, with no cancel offered", () => {
    render(draw({ ...runningJob, phase: "indexing", done_bytes: 4096, indexes: { built: 2, total: 7 } }, 1000));
    expect(screen.getByTestId("progress-stage").textContent).toBe(
      "The file is in. Building the search indexes of the posts (2 of 7 built)…",
    );
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(cancelButton()).toBeNull();
  });

  it("shows a finished import with what it imported per kind and its overall speed", () => {
    render(draw(doneJob, 5000));
    expect(screen.getByTestId("import-status").textContent).toBe("Done");
    expect(screen.getByTestId("progress-stage").textContent).toBe("Finished: 38 new, 4 updated.");
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("100");
    expect(figure("rate")).toBe("10");
    const table = within(screen.getByTestId("written-table"));
    expect(table.getByRole("row", { name: "Posts 30 2 0" })).toBeTruthy();
    expect(table.getByRole("row", { name: "Accounts 8 2 3" })).toBeTruthy();
  });

  it("says how a CSV file's columns were read; nothing for JSON", () => {
    const csvJob: ImportJob = { ...doneJob, filename: "activity.csv", format: "csv" };
    const view = render(draw({ ...csvJob, csv_columns: { preset: "x-analytics", mapped: false } }, 5000));
    expect(screen.getByText("Format: CSV")).toBeTruthy();
    expect(screen.getByTestId("csv-columns").textContent).toBe("Columns: named as in an X Analytics export");
    view.rerender(draw({ ...csvJob, csv_columns: { preset: "generic", mapped: true } }, 5000));
    expect(screen.getByTestId("csv-columns").textContent).toBe(
      "Columns: your mapping, the rest named as in common exports",
    );
    view.rerender(draw(doneJob, 5000));
    expect(screen.queryByTestId("csv-columns")).toBeNull();
  });

  it("says how a CSV file's columns were read in Japanese", async () => {
    await i18n.changeLanguage("ja");
    try {
      render(draw({ ...doneJob, format: "csv", csv_columns: { preset: "twarc-csv", mapped: false } }, 5000));
      expect(screen.getByTestId("csv-columns").textContent).toBe(
        "列：twarc-csv のエクスポートの列名として読み取りました",
      );
    } finally {
      await i18n.changeLanguage("en");
    }
  });

  it("shows why a failed import failed", () => {
    const failed: ImportJob = {
      ...runningJob,
      status: "failed",
      read: 0,
      written: {},
      skipped: {},
      bad_lines: [],
      error: serverMessage("unknownFormat", { file: "notes.txt" }),
    };
    render(draw(failed, 1000));
    expect(screen.getByTestId("import-status").textContent).toBe("Failed");
    expect(screen.getByRole("alert").textContent).toContain(
      "Cannot tell the format of notes.txt: pass --format x-v2, x-v1, csv, reddit-listing or reddit-ndjson",
    );
    expect(screen.queryByTestId("skipped-details")).toBeNull();
  });

  it("tells an attempt that failed and is tried again from an import that failed for good", () => {
    const error = "connection terminated unexpectedly";
    const view = render(draw({ ...runningJob, status: "queued", error }, 1000));
    const alert = () => screen.getByRole("alert").textContent;
    const badge = () => screen.getByTestId("import-status").textContent;
    expect(alert()).toBe(`The last attempt failed; it will be tried again${error}`);
    expect(screen.getByTestId("progress-stage").textContent).toBe("Waiting to try the import again…");
    expect(badge()).toBe("Retry queued");
    view.rerender(draw({ ...runningJob, status: "running", error }, 2000));
    expect(alert()).toBe(`The last attempt failed; trying again now${error}`);
    expect(badge()).toBe("Retrying");
    view.rerender(draw({ ...runningJob, status: "failed", error }, 3000));
    expect(alert()).toBe(`Why it failed${error}`);
    expect(badge()).toBe("Failed");
    view.rerender(draw({ ...runningJob, status: "running", error: null }, 4000));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(badge()).toBe("Running");
  });

  it("asks before cancelling an import: Escape keeps it going, 'Stop the import' cancels it", async () => {
    cancelAsked = [];
    render(draw(runningJob, 1000));
    fireEvent.click(cancelButton() as HTMLElement);
    const confirm = screen.getByTestId("cancel-job-confirm");
    expect(confirm.textContent).toContain("Stop this import? What it has stored so far stays.");
    // The safe answer has the focus.
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Keep importing" }));
    fireEvent.keyDown(confirm, { key: "Escape" });
    expect(screen.queryByTestId("cancel-job-confirm")).toBeNull();
    fireEvent.click(cancelButton() as HTMLElement);
    fireEvent.click(screen.getByRole("button", { name: "Keep importing" }));
    expect(cancelAsked).toEqual([]);
    fireEvent.click(cancelButton() as HTMLElement);
    fireEvent.click(screen.getByRole("button", { name: "Stop the import" }));
    await waitFor(() => expect(cancelAsked).toEqual(["7"]));
    await waitFor(() => expect(screen.queryByTestId("cancel-job-confirm")).toBeNull());
  });

  it("shows an import stopping, then cancelled with what it stored; no cancel once the file is read", () => {
    const badge = () => screen.getByTestId("import-status").textContent;
    const stage = () => screen.getByTestId("progress-stage").textContent;
    const view = render(draw({ ...runningJob, status: "queued", read: 0 }, 1000));
    expect(cancelButton()).toBeTruthy();
    view.rerender(draw({ ...runningJob, cancel_requested: true }, 2000));
    expect(badge()).toBe("Stopping");
    expect(stage()).toBe("Stopping after the batch under way…");
    expect(cancelButton()).toBeNull();
    // Cancelled while an earlier attempt's error was kept: that error is no longer news.
    const cancelled: ImportJob = {
      ...runningJob,
      status: "cancelled",
      cancel_requested: true,
      error: "connection terminated unexpectedly",
      finished_at: "2025-03-01T10:00:03.000Z",
    };
    view.rerender(draw(cancelled, 3000));
    expect(badge()).toBe("Cancelled");
    expect(stage()).toBe("Cancelled. What it stored stays: 16 new, 3 updated.");
    expect(figure("imported")).toBe("16");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(cancelButton()).toBeNull();
    view.rerender(draw({ ...cancelled, read: 0, written: {} }, 3500));
    expect(stage()).toBe("Cancelled before it stored anything.");
    view.rerender(draw({ ...runningJob, phase: "enriching" }, 4000));
    expect(cancelButton()).toBeNull();
  });

  it("says so when the import had ended before the cancel arrived", async () => {
    cancelAnswer = () => Promise.reject(new ApiError(409, { detail: "x" }, "This import has already ended."));
    try {
      render(draw(runningJob, 1000));
      fireEvent.click(cancelButton() as HTMLElement);
      fireEvent.click(screen.getByRole("button", { name: "Stop the import" }));
      expect((await screen.findByTestId("cancel-job-error")).textContent).toBe(
        "It had already ended, so there was nothing to cancel.",
      );
    } finally {
      cancelAnswer = async () => ({});
    }
  });

  it("says in Japanese why an import failed and why records were skipped; other server texts stay as they are", async () => {
    await i18n.changeLanguage("ja");
    try {
      const failed: ImportJob = {
        ...runningJob,
        status: "failed",
        skipped: { "malformed JSON": 1, "API error: Not Found Error": 2, "a reason of another server": 4 },
        error: serverMessage("notText", { file: "export.txt" }),
      };
      render(draw(failed, 1000));
      expect(screen.getByRole("alert").textContent).toContain(
        "export.txt を読み取れません：UTF-8 のテキストではありません",
      );
      const skipped = within(screen.getByTestId("skipped-details"));
      expect(skipped.getByText("JSON として読めない行：1 件")).toBeTruthy();
      expect(skipped.getByText("API エラー：Not Found Error：2 件")).toBeTruthy();
      expect(skipped.getByText("a reason of another server：4 件")).toBeTruthy();
      expect(skipped.getByText("3 行目：JSON として読めません：Unexpected token } in JSON")).toBeTruthy();
    } finally {
      await i18n.changeLanguage("en");
    }
  });
});
