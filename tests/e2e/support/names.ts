/** An accessible-name matcher for "any one of these exact texts" (a popup whose title follows its step). */
export function oneOf(texts: readonly string[]): RegExp {
  return new RegExp(`^(?:${texts.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`);
}
