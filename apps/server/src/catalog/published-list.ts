import type { PublicBody } from '../lib/public-body';

/**
 * One cache fill of a public list: its objects, which page loaders read, and the API's bodies of the list
 * and of each item, serialised (and checked against their schema) the first time they are asked for.
 */
export class PublishedList<T extends { _id: string }> {
  private listBody: PublicBody | undefined;
  private readonly itemBodies = new Map<string, PublicBody>();

  constructor(
    readonly items: T[],
    private readonly serialiseList: (items: T[]) => PublicBody,
    private readonly serialiseItem?: (item: T) => PublicBody,
  ) {}

  find(id: string): T | undefined {
    return this.items.find((item) => item._id === id);
  }

  body(): PublicBody {
    return (this.listBody ??= this.serialiseList(this.items));
  }

  /** The body of one item's page, or undefined when the list has no such item. */
  itemBody(id: string): PublicBody | undefined {
    const serialise = this.serialiseItem;
    const item = this.find(id);
    if (!serialise || !item) return undefined;
    let body = this.itemBodies.get(id);
    if (!body) {
      body = serialise(item);
      this.itemBodies.set(id, body);
    }
    return body;
  }
}
