// Every route sets the page title (spec 2.1): "<screen> – Handymarkt".
import { useEffect } from 'react';

export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} – Handymarkt` : 'Handymarkt';
  }, [title]);
}
