// A lazy message area's part of a catalogue, as scripts/precompile-messages.ts serves it
// (src/i18n/areas.ts): some of the catalogue's messages.
declare module '*.json?area=selling' {
  const messages: Partial<Record<string, string>>;
  export default messages;
}
declare module '*.json?area=buying' {
  const messages: Partial<Record<string, string>>;
  export default messages;
}
declare module '*.json?area=adPage' {
  const messages: Partial<Record<string, string>>;
  export default messages;
}
declare module '*.json?area=moderation' {
  const messages: Partial<Record<string, string>>;
  export default messages;
}
declare module '*.json?area=chat' {
  const messages: Partial<Record<string, string>>;
  export default messages;
}
declare module '*.json?area=account' {
  const messages: Partial<Record<string, string>>;
  export default messages;
}
declare module '*.json?area=notifications' {
  const messages: Partial<Record<string, string>>;
  export default messages;
}
declare module '*.json?area=content' {
  const messages: Partial<Record<string, string>>;
  export default messages;
}
declare module '*.json?area=admin' {
  const messages: Partial<Record<string, string>>;
  export default messages;
}
declare module '*.json?area=errors' {
  const messages: Partial<Record<string, string>>;
  export default messages;
}
