import { Anchor } from "@mantine/core";
import { linkifyText } from "./linkify.ts";

/** Text with its http(s) links clickable, line breaks kept. */
export function LinkifiedText({ text }: { text: string }) {
  return (
    <div
      style={{
        whiteSpace: "pre-wrap",
        wordBreak: "break-word",
        fontFamily: "var(--mantine-font-family-monospace)",
        fontSize: 14,
      }}
    >
      {linkifyText(text).map((segment, index) =>
        segment.kind === "link" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments are positional and never reordered
          <Anchor key={index} href={segment.href}>
            {segment.text}
          </Anchor>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: same
          <span key={index}>{segment.text}</span>
        ),
      )}
    </div>
  );
}
