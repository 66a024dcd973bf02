// The console's sections (issue 18), in the order of its navigation. Each section is a route
// under /admin (src/routes/admin.<section>.tsx) with its screen in src/features/admin/<section>.
// A reviewer sees only the sections marked `reviewer` (issue 30: the ID queue); the server refuses
// them every other call (src/core/admin.ts REVIEWER_CONSOLE_CALLS).
import { isAdmin } from '../../core/admin.ts';
import type { UserRole } from '../../core/id-documents.ts';
import type { MessageId } from '../../i18n/messages.ts';

export interface AdminSection {
  to: string;
  label: MessageId;
  reviewer?: true;
}

export const ADMIN_SECTIONS: AdminSection[] = [
  { to: '/admin', label: 'admin.nav.overview' },
  { to: '/admin/reports', label: 'admin.nav.reports' },
  { to: '/admin/moderation', label: 'admin.nav.moderation' },
  { to: '/admin/appeals', label: 'admin.nav.appeals' },
  { to: '/admin/cases', label: 'admin.nav.cases' },
  { to: '/admin/ids', label: 'admin.nav.ids', reviewer: true },
  { to: '/admin/users', label: 'admin.nav.users' },
  { to: '/admin/content', label: 'admin.nav.content' },
  { to: '/admin/catalogue', label: 'admin.nav.catalogue' },
  { to: '/admin/settings', label: 'admin.nav.settings' },
  { to: '/admin/audit', label: 'admin.nav.audit' },
];

/** The sections `role` may open: all for an admin, the marked ones for a reviewer, else none. */
export const sectionsFor = (role: UserRole | undefined): AdminSection[] =>
  isAdmin(role) ? ADMIN_SECTIONS : role === 'reviewer' ? ADMIN_SECTIONS.filter((s) => s.reviewer) : [];

/** Where the console starts for `role`: the overview for an admin, else its first section. */
export const consoleHome = (role: UserRole | undefined): string => sectionsFor(role)[0]?.to ?? '/admin';
