import { Text } from "@mantine/core";

/** An account as a table cell names it: its name (or handle, or id), and its handle below. */
export function AccountName({ account }: { account: { id: string; name: string | null; handle: string | null } }) {
  return (
    <>
      <Text size="sm" fw={500}>
        {account.name ?? account.handle ?? account.id}
      </Text>
      {account.handle && (
        <Text size="xs" c="dimmed">
          @{account.handle}
        </Text>
      )}
    </>
  );
}
