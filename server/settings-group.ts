// Settings that only make sense together (a provider's credentials): all of them, or none to use
// the local stand-in. One check and one wording for every such group (Twilio, DHL, VAPID, S3 keys).
const HOW_MANY = ['', '', 'both or neither', 'all three or none', 'all four or none'];

/** The group's values when all are set, undefined when none is; throws at start when some are. */
export function allOrNone<Name extends string>(
  env: Readonly<Partial<Record<Name, string>>>,
  names: readonly Name[],
): Record<Name, string> | undefined {
  if (names.every((name) => env[name] === undefined)) return undefined;
  if (names.some((name) => !env[name])) {
    const rule = HOW_MANY[names.length] ?? 'all or none';
    throw new Error(`Invalid settings:\n  ${names.join(', ')}: give ${rule}`);
  }
  return Object.fromEntries(names.map((name) => [name, env[name]])) as Record<Name, string>;
}
