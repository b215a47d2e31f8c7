/** The titles of services, to name them in mails; the catalog owns them. */
export interface ServiceTitles {
  /** Deleted services keep their title; unknown ids are left out. */
  findByIds(ids: readonly number[]): Promise<ReadonlyMap<number, string>>;
}
