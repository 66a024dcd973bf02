// Shows page and article HTML. It comes only from our own editors (seeded content, never users'
// input); internal links navigate inside the app instead of reloading it.
import { useNavigate } from '@tanstack/react-router';
import type { MouseEvent } from 'react';

export function RichText({ html }: { html: string }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!href?.startsWith('/') || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void navigate({ to: href });
  };
  return <div className="rich-text" onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
