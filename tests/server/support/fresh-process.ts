// Every server test file starts with the environment its worker started with. The files of a
// worker share its modules and its process (isolate: false, vitest.config.ts), and some set a
// variable for their own run without putting it back (TMPDIR for their uploads' temp folder):
// the next file's mkdtemp then failed under a folder already removed. Setup files run before
// every file, so this gives each the first file's starting environment again.
const START_ENV = Symbol.for('handymarkt.tests.startEnv');
const kept = globalThis as typeof globalThis & { [START_ENV]?: Readonly<Record<string, string | undefined>> };
const start = (kept[START_ENV] ??= { ...process.env });

for (const name of Object.keys(process.env)) if (!(name in start)) delete process.env[name];
Object.assign(process.env, start);
