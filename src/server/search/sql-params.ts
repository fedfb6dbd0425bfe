/**
 * A statement's values, numbered $1 … in the order they are added: the saves search starts with
 * the user as $1 (search-sql.ts), corpus search with none (discovery/search/corpus-search-sql.ts).
 */
export class Params {
  readonly values: unknown[];
  constructor(...first: unknown[]) {
    this.values = first;
  }
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
  /** A copy to add a statement's own values to (PostgreSQL refuses values a statement never uses). */
  fork(): Params {
    return new Params(...this.values);
  }
}
