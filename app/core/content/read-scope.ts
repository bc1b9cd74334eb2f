// What a read may see: staff see drafts, anonymous visitors only what is published (docs/product/accounts-and-roles.md, "Roles"; decision 0004).
export interface ReadScope {
  includeDrafts: boolean;
}
