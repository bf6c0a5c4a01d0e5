import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import type { ImportJob } from "@xa/core/social/social-contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch, renderRoutes } from "../../test/render.tsx";
import { runningJob } from "./social-fixtures.test-support.ts";
import { UploadForm } from "./upload-form.tsx";

type Sent = { url: string; body: unknown; contentType: string | null };

/** Serves POST /api/social/imports/?... with `reply`, recording what was sent. */
function serveUpload(reply: { status: number; body: unknown }) {
  const sent: Sent[] = [];
  mockFetch({}, (url, init) => {
    if (init.method !== "POST" || !url.startsWith("/api/social/imports/?")) return undefined;
    sent.push({ url, body: init.body, contentType: new Headers(init.headers).get("Content-Type") });
    return reply;
  });
  return sent;
}

async function renderForm() {
  const onUploaded = vi.fn<(job: ImportJob) => void>();
  const view = await renderRoutes([{ path: "/", element: <UploadForm onUploaded={onUploaded} /> }], "/");
  const input = view.container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error("no file input");
  return { onUploaded, input };
}

const pick = (input: HTMLInputElement, file: File) => fireEvent.change(input, { target: { files: [file] } });

describe("upload form", () => {
  afterEach(cleanup);

  it("asks for a file before sending anything", async () => {
    const sent = serveUpload({ status: 201, body: runningJob });
    await renderForm();
    fireEvent.click(await screen.findByRole("button", { name: "Upload and import" }));
    expect(await screen.findByText("Choose a file to upload.")).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("sends the chosen file as the raw body with its name and format, then hands over the job", async () => {
    const sent = serveUpload({ status: 201, body: runningJob });
    const { onUploaded, input } = await renderForm();
    const file = new File(['{"data":[]}\n'], "two_tweets.jsonl");
    pick(input, file);
    expect(screen.getByTestId("chosen-file").textContent).toContain("two_tweets.jsonl");
    expect(screen.queryByLabelText(/Column mapping/)).toBeNull();
    fireEvent.change(screen.getByLabelText("Format"), { target: { value: "x-v2" } });
    fireEvent.click(screen.getByRole("button", { name: "Upload and import" }));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(runningJob));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe("/api/social/imports/?filename=two_tweets.jsonl&format=x-v2");
    expect(sent[0]?.body).toBe(file);
    expect(sent[0]?.contentType).toBe("application/octet-stream");
    expect(screen.getByTestId("chosen-file").textContent).toBe("No file chosen");
  });

  it("offers a column mapping for CSV, checks it with core's rules, and sends it", async () => {
    const sent = serveUpload({ status: 201, body: runningJob });
    const { onUploaded, input } = await renderForm();
    pick(input, new File(["tweet,user_name\nhi,ada\n"], "export.csv"));
    // Detection is left to the server, but a .csv file may still need its columns named.
    const mapping = await screen.findByLabelText(/Column mapping/);
    fireEvent.change(mapping, { target: { value: "text=tweet,writer=user_name" } });
    fireEvent.click(screen.getByRole("button", { name: "Upload and import" }));
    expect(await screen.findByText(/"writer=user_name" is not FIELD=COLUMN/)).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(mapping, { target: { value: "text=tweet,author=user_name" } });
    fireEvent.click(screen.getByRole("button", { name: "Upload and import" }));
    await waitFor(() => expect(onUploaded).toHaveBeenCalled());
    const query = new URL(sent[0]?.url ?? "", "http://x").searchParams;
    expect(query.get("filename")).toBe("export.csv");
    expect(query.get("format")).toBeNull();
    expect(query.get("map")).toBe("text=tweet,author=user_name");
  });

  it("takes a dropped file", async () => {
    serveUpload({ status: 201, body: runningJob });
    await renderForm();
    const zone = screen.getByTestId("file-drop-zone");
    const file = new File(["a"], "dropped.json");
    fireEvent.dragOver(zone, { dataTransfer: { files: [file] } });
    expect(zone.getAttribute("data-over")).toBe("true");
    fireEvent.drop(zone, { dataTransfer: { files: [file] } });
    expect(screen.getByTestId("chosen-file").textContent).toContain("dropped.json");
    expect(zone.getAttribute("data-over")).toBeNull();
  });

  it("shows the server's readable error for a bad file", async () => {
    serveUpload({ status: 400, body: { detail: "The file is empty" } });
    const { onUploaded, input } = await renderForm();
    pick(input, new File([""], "empty.json"));
    fireEvent.click(screen.getByRole("button", { name: "Upload and import" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("The upload failed");
    expect(alert.textContent).toContain("The file is empty");
    expect(onUploaded).not.toHaveBeenCalled();
  });
});
