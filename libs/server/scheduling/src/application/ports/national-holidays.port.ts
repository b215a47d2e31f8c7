/** Argentina's national public holidays (feriados nacionales), as an outside calendar lists them. */
export interface NationalHolidays {
  /** The holidays from `from` to `to` ('YYYY-MM-DD' in Argentina, both included): date → name. */
  between(from: string, to: string): ReadonlyMap<string, string>;
}
