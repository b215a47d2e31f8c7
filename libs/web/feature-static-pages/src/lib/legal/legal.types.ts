/** A bullet; with a term it renders as "**Term:** text". */
export type LegalListItem = string | { term: string; text: string };

/** A paragraph, or a bulleted list. */
export type LegalBlock = string | { list: readonly LegalListItem[] };

export interface LegalSection {
  /** Anchor id, e.g. "pagos-y-comisiones". */
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
  /** Ends the section with the contact details. */
  withContact?: boolean;
}
