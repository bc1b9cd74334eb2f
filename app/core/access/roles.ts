// Roles (docs/decisions/0004-staff-roles.md; docs/product/accounts-and-roles.md, "Roles": a registered user no longer gets the whole CMS).
// 'translator' (docs/decisions/0038-translator-role.md): translates the versions other than German, nothing else.
// "approver": regulatory affairs, who approve page versions ('Freigabe', docs/decisions/0039-approval.md) and edit nothing.
export const roles = ["admin", "editor", "translator", "approver", "pending"] as const;
export type Role = (typeof roles)[number];

export const roleLabels: Record<Role, string> = {
  admin: "Administrator/in",
  editor: "Redaktion",
  translator: "Übersetzung",
  approver: "Freigabe",
  pending: "Wartet auf Kontofreigabe",
};

export function asRole(value: string | null | undefined): Role {
  return value === "admin" || value === "editor" || value === "translator" || value === "approver" ? value : "pending";
}

/** A confirmed e-mail address at the staff domain makes a new account an editor. */
export function roleForVerifiedEmail(email: string, staffDomain: string): Role {
  const domain = email.trim().toLowerCase().split("@").pop() ?? "";
  const staff = staffDomain.trim().toLowerCase().replace(/^@/, "");
  return domain === staff || domain.endsWith(`.${staff}`) ? "editor" : "pending";
}
