/** Who offers a service, as its card and detail show them; identity owns these data. */
export interface ProviderSummary {
  readonly id: number;
  readonly name: string;
  readonly phone: string;
  readonly locality: string;
  readonly province: string;
}

export interface ProviderDirectory {
  /** The providers among `ids` in one read (lists must not ask once per service); unknown ids are left out. */
  findByIds(ids: readonly number[]): Promise<ReadonlyMap<number, ProviderSummary>>;
}
