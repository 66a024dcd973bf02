// How a member is named to others (ads, chats, orders, reviews, notifications): the first name and
// the initial of the last ("Sophie H."), enough to know who you deal with, not to find them. One
// function for every answer (issue 30: "Ben K.." came from a name that already held its full
// stop): the initial is the last name's first letter or digit, so "K.", ".K" or "(Kaiser)" give
// "K."; a first name typed with its own initial ("Ben K.", no last name) is kept as it is.
const INITIAL = /[\p{L}\p{N}]/u;

export function shortName(first: string, last: string): string {
  const initial = INITIAL.exec(last)?.[0];
  return [first.trim(), initial ? `${initial.toLocaleUpperCase('de')}.` : ''].filter(Boolean).join(' ');
}
