// The console's first screen (issue 18): where each section leads.
import { Link } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { ADMIN_SECTIONS } from './sections.ts';

export function AdminOverview() {
  return (
    <section aria-labelledby="admin-overview">
      <h2 id="admin-overview">
        <FormattedMessage id="admin.overview.title" />
      </h2>
      <ul className="admin__sections">
        {ADMIN_SECTIONS.filter((s) => s.to !== '/admin').map((section) => (
          <li key={section.to}>
            <Link to={section.to}>
              <FormattedMessage id={section.label} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
