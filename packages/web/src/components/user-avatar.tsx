import { Avatar, type AvatarProps } from "@mantine/core";
import { type AvatarTone, avatarInitials, avatarTone } from "./avatar.ts";

const TONE_COLORS: Record<AvatarTone, string> = { info: "blue", warn: "orange", success: "teal", danger: "red" };

/** Initials (at most 2) on one of four tones picked by a hash of the text. */
export function UserAvatar({ text, ...props }: { text: string } & Omit<AvatarProps, "color" | "children">) {
  return (
    <Avatar color={TONE_COLORS[avatarTone(text)]} radius="xl" {...props}>
      {avatarInitials(text)}
    </Avatar>
  );
}
