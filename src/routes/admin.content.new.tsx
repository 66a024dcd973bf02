import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ContentNewScreen } from '../features/admin/content/content-new-screen.tsx';

const SearchSchema = v.object({
  slug: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,120}$/))), undefined),
  lang: v.fallback(v.optional(v.picklist(['de', 'en'] as const)), undefined),
});

// A new magazine article (issue 18); ?slug=&lang= for a translation of an existing one.
export const Route = createFileRoute('/admin/content/new')({
  validateSearch: (search) => v.parse(SearchSchema, search),
  component: ContentNewScreen,
});
