/** What the floor server replays: per scenario URL, the API's statements in steps (a step's run in parallel). */
export interface FloorPlan {
  readonly scenarios: readonly { readonly path: string; readonly steps: readonly (readonly string[])[] }[];
}
