// The operator's details in a page's HTML (spec 7): the seeded pages name them as
// `{{operator.name}}` and so on, so the imprint, terms and privacy policy always say what the
// server is configured with. One rule for the published page (server/services/content.ts) and the
// console's preview (issue 30: the preview showed `{{operator.email}}` raw).
import type { Operator } from './content.ts';

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** `html` with every `{{operator.x}}` of a known x replaced by that detail, escaped; others kept. */
export function fillOperatorPlaceholders(html: string, operator: Operator): string {
  return html.replace(/\{\{operator\.([a-z_]+)\}\}/g, (token, key: string) =>
    Object.hasOwn(operator, key) ? escapeHtml(operator[key as keyof Operator]) : token,
  );
}
