// The console's sections (issue 18), in the order of its navigation. Each section is a route
// under /admin (src/routes/admin.<section>.tsx) with its screen in src/features/admin/<section>.
import type { MessageId } from '../../i18n/messages.ts';

export const ADMIN_SECTIONS: { to: string; label: MessageId }[] = [
  { to: '/admin', label: 'admin.nav.overview' },
  { to: '/admin/reports', label: 'admin.nav.reports' },
  { to: '/admin/moderation', label: 'admin.nav.moderation' },
  { to: '/admin/appeals', label: 'admin.nav.appeals' },
  { to: '/admin/ids', label: 'admin.nav.ids' },
  { to: '/admin/users', label: 'admin.nav.users' },
  { to: '/admin/content', label: 'admin.nav.content' },
  { to: '/admin/catalogue', label: 'admin.nav.catalogue' },
  { to: '/admin/settings', label: 'admin.nav.settings' },
  { to: '/admin/audit', label: 'admin.nav.audit' },
];
