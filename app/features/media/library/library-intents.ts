// The intents the library's action takes, shared by the screen's forms and the action (the screen
// cannot import the .server module).
export const libraryIntents = {
  update: "update",
  delete: "delete",
  setLogo: "set-logo",
  adopt: "adopt",
  bulkCategory: "bulk-category",
  bulkDelete: "bulk-delete",
} as const;

export type LibraryIntent = (typeof libraryIntents)[keyof typeof libraryIntents];
