// The home list's page size (spec 9): 12 on a phone, 20 on anything wider.
import { GRID_MIN_WIDTH_PX, HOME_PAGE_SIZE } from '../../core/constants.ts';

export function homePageSize(): number {
  return window.matchMedia(`(max-width: ${GRID_MIN_WIDTH_PX - 1}px)`).matches
    ? HOME_PAGE_SIZE.mobile
    : HOME_PAGE_SIZE.desktop;
}
