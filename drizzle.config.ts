// drizzle-kit: `npx drizzle-kit generate --name <change>` writes a new SQL migration from the schema
// folder server/db/schema/ (one file per area; server/db/schema.ts is only a barrel for imports).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/',
  out: './server/db/migrations',
});
