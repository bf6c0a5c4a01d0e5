/** Splits `--name value` / `--name=value` options from positional arguments. */
export function parseArgs(argv: string[]): { positional: string[]; options: Record<string, string> } {
  const positional: string[] = [];
  const options: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (!match?.[1]) {
      positional.push(arg);
      continue;
    }
    if (match[2] !== undefined) options[match[1]] = match[2];
    else if (argv[i + 1] !== undefined && !(argv[i + 1] as string).startsWith("--"))
      options[match[1]] = argv[++i] as string;
    else options[match[1]] = "true";
  }
  return { positional, options };
}

/** A positive integer option, or the default; exits with a message when it is not one. */
export function intOption(options: Record<string, string>, name: string, fallback: number): number {
  const raw = options[name];
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) {
    console.error(`--${name} must be a whole number, not "${raw}"`);
    process.exit(2);
  }
  return n;
}
