// What a read may see: staff see drafts, anonymous visitors only what is published (the spec's access rules; decision 0004).
export interface ReadScope {
  includeDrafts: boolean;
}
