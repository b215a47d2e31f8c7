/** The author of a review as lists name them; identity owns these data. */
export interface Reviewer {
  readonly id: number;
  readonly name: string;
}

export interface Reviewers {
  /** The people among `ids` in one read; unknown ids are left out. */
  findByIds(ids: readonly number[]): Promise<ReadonlyMap<number, Reviewer>>;
}
