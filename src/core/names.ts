// How a member is named to others (ads, chats, orders, reviews, notifications): the first name and
// the initial of the last ("Sophie H."), enough to know who you deal with, not to find them. One
// function for every answer (issue 30: "Ben K.." came from a name that already held its full
// stop): the initial is the last name's first letter or digit, so "K.", ".K" or "(Kaiser)" give
// "K."; a first name typed with its own initial ("Ben K.", no last name) is kept as it is.
const INITIAL = /[\p{L}\p{N}]/u;

/** The initial in capitals as German writes it; a-z and A-Z without the locale's machinery (issue 33). */
const upper = (initial: string): string =>
  /^[A-Za-z0-9]$/.test(initial) ? initial.toUpperCase() : initial.toLocaleUpperCase('de');

export function shortName(first: string, last: string): string {
  const initial = INITIAL.exec(last)?.[0];
  return [first.trim(), initial ? `${upper(initial)}.` : ''].filter(Boolean).join(' ');
}
