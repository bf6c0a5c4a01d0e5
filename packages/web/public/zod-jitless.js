// Zod compiles fast parsers with `new Function` after probing whether eval is allowed; under the
// server's Content-Security-Policy (no 'unsafe-eval') the probe is reported as a violation. Zod
// reads this global when it loads, so this classic script runs before the app's modules.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
