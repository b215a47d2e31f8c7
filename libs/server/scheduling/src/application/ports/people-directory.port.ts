/** A client or provider as appointment lists name them; identity owns these data. */
export interface Person {
  readonly id: number;
  readonly name: string;
  readonly locality: string;
  readonly province: string;
  /** The digits of the person's WhatsApp number (wa.me), or null when their phone is not a mobile one. */
  readonly whatsApp: string | null;
}

export interface PeopleDirectory {
  /** The people among `ids` in one read (lists must not ask once per appointment); unknown ids are left out. */
  findByIds(ids: readonly number[]): Promise<ReadonlyMap<number, Person>>;
}
