// The one password rule of the staff accounts (docs/product/accounts-and-roles.md, "Passwords"): at least this many characters, for
// sign-up, first setup, reset, change in the account and better-auth's own check.
export const MIN_PASSWORD_LENGTH = 6;
