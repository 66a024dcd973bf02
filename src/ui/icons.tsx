// Inline SVG icons (no icon font to download). Decorative unless given a title.
import type { SVGProps } from 'react';

const PATHS = {
  search:
    'M11 4a7 7 0 1 0 4.2 12.6l4.1 4.1 1.4-1.4-4.1-4.1A7 7 0 0 0 11 4Zm0 2a5 5 0 1 1 0 10 5 5 0 0 1 0-10Z',
  plus: 'M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6z',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm0 2c-4 0-8 2-8 5v1h16v-1c0-3-4-5-8-5Z',
  grid: 'M4 4h7v7H4zm9 0h7v7h-7zM4 13h7v7H4zm9 0h7v7h-7z',
  list: 'M4 5h16v3H4zm0 5.5h16v3H4zM4 16h16v3H4z',
  pin: 'M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6a2.5 2.5 0 0 1 0 5.5Z',
  phone:
    'M7 2h10a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm0 3v13h10V5Zm5 14.2a1 1 0 1 0 0 .1Z',
  card: 'M3 6a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2Zm2 2v2h14V8Zm0 5v5h14v-5Z',
  people:
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Zm7 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM2 19c0-3 3.5-5 7-5s7 2 7 5v1H2Zm15.5-4.8c2.5.4 4.5 1.9 4.5 4.8v1h-4v-1c0-1.9-.2-3.3-.5-4.8Z',
  id: 'M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm5 3a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Zm-4 8.5h8c0-1.7-1.8-2.5-4-2.5s-4 .8-4 2.5ZM14 9v2h6V9Zm0 4v2h4v-2Z',
  check: 'M9.5 16.2 5.3 12l-1.4 1.4 5.6 5.6L20.1 8.4 18.7 7z',
  share:
    'M18 16a3 3 0 0 0-2.4 1.2l-6.7-3.4a3 3 0 0 0 0-1.6l6.7-3.4A3 3 0 1 0 15 7l-6.7 3.4a3 3 0 1 0 0 3.2L15 17a3 3 0 1 0 3-1Z',
  offline:
    'M2.3 3.7 3.7 2.3l18 18-1.4 1.4-6.3-6.3a3 3 0 0 0-4 1.9L8.5 15.9a5 5 0 0 1 3.2-2.3L9.3 11.2a8 8 0 0 0-3.9 2L4 11.8a10 10 0 0 1 3.7-2.2L5.5 7.4A14 14 0 0 0 1.4 9.6L0 8.2a16 16 0 0 1 4-2.4ZM12 7.1a14 14 0 0 1 10.6 2.5L21.2 11A12 12 0 0 0 14 9.1ZM12 18a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Z',
  chevronLeft: 'M15.4 7.4 14 6l-6 6 6 6 1.4-1.4L10.8 12z',
  chevronRight: 'M8.6 16.6 10 18l6-6-6-6-1.4 1.4 4.6 4.6z',
  eye: 'M12 5c-5 0-9 4.5-10 7 1 2.5 5 7 10 7s9-4.5 10-7c-1-2.5-5-7-10-7Zm0 11a4 4 0 1 1 0-8 4 4 0 0 1 0 8Zm0-2a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z',
  filter: 'M3 5h18v2l-7 7v5l-4 2v-7L3 7z',
  sync: 'M12 4V1L8 5l4 4V6a6 6 0 0 1 5.3 8.8l1.5 1.5A8 8 0 0 0 12 4Zm0 14a6 6 0 0 1-5.3-8.8L5.2 7.7A8 8 0 0 0 12 20v3l4-4-4-4Z',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, title, ...rest }: { name: IconName; title?: string } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="currentColor"
      aria-hidden={title ? undefined : true}
      role={title ? 'img' : undefined}
      focusable="false"
      {...rest}
    >
      {title && <title>{title}</title>}
      <path d={PATHS[name]} />
    </svg>
  );
}
