import type { ProviderDirectory, ProviderSummary } from '../application/ports/provider-directory.port';

/** Known providers by id; `reads` records each call so tests can check that lists ask once. */
export class FakeProviderDirectory implements ProviderDirectory {
  readonly reads: (readonly number[])[] = [];
  private readonly providers = new Map<number, ProviderSummary>();

  add(provider: ProviderSummary): void {
    this.providers.set(provider.id, provider);
  }

  async findByIds(ids: readonly number[]): Promise<ReadonlyMap<number, ProviderSummary>> {
    this.reads.push(ids);
    return new Map([...this.providers].filter(([id]) => ids.includes(id)));
  }
}
