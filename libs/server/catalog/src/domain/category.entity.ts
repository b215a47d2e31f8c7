/** A service category (spec section 3). Categories are reference data: services point at them, nobody edits them. */
export class Category {
  constructor(
    readonly id: number,
    readonly name: string,
    readonly slug: string,
  ) {}
}
