/** What a designer reads on a component's docs page, in the order the design-system reference uses everywhere. */
export interface UsageNotes {
  /** One or two sentences: what the component is for in Changas. */
  summary: string;
  /** Situations where it is the right piece. */
  use: readonly string[];
  /** Situations where another piece fits better (name it). */
  avoid: readonly string[];
  /** Keyboard, screen-reader and contrast behaviour a designer may not see on the canvas. */
  accessibility: readonly string[];
}

export const USAGE_HEADINGS = {
  use: 'Cuándo usarlo',
  avoid: 'Cuándo no usarlo',
  accessibility: 'Accesibilidad',
} as const;

const bullets = (items: readonly string[]) => items.map((item) => `- ${item}`).join('\n');

/**
 * The docs parameters of a stories file: `parameters: { docs: usageNotes({...}) }`.
 * Autodocs renders the text above the props table.
 */
export function usageNotes(notes: UsageNotes) {
  const component = [
    notes.summary,
    `### ${USAGE_HEADINGS.use}`,
    bullets(notes.use),
    `### ${USAGE_HEADINGS.avoid}`,
    bullets(notes.avoid),
    `### ${USAGE_HEADINGS.accessibility}`,
    bullets(notes.accessibility),
  ].join('\n\n');
  return { description: { component } };
}
