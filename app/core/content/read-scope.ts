// What a read may see: staff see drafts, anonymous visitors only what is published (spec §6).
export interface ReadScope {
  includeDrafts: boolean;
}
