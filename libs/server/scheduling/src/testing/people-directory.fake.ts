import type { PeopleDirectory, Person } from '../application/ports/people-directory.port';

/** Known people by id; `reads` records each call so tests can check that lists ask once. */
export class FakePeopleDirectory implements PeopleDirectory {
  readonly reads: (readonly number[])[] = [];
  private readonly people = new Map<number, Person>();

  add(person: Person): void {
    this.people.set(person.id, person);
  }

  async findByIds(ids: readonly number[]): Promise<ReadonlyMap<number, Person>> {
    this.reads.push(ids);
    return new Map([...this.people].filter(([id]) => ids.includes(id)));
  }
}
