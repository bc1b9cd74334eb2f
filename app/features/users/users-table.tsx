import { Ban, CircleCheck, LogOut, ShieldCheck, UserCheck } from "lucide-react";
import { useId, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { cmsButton } from "~/components/cms/cms-button";
import { roleLabels } from "~/core/access/roles";
import { languageFacts, translationLanguages } from "~/lib/languages";
import { cn } from "~/lib/cn";
import { assignableRoles, userIntents, type UserIntent } from "./user-rules";
import type { UserRow } from "./user-view";

// The button looks every CMS screen shares (components/cms/cms-button.ts); 40 px high, fit for fingers.
const primaryButton = cmsButton("primary", "whitespace-nowrap");
const neutralButton = cmsButton("secondary", "whitespace-nowrap");
// Blocking is reversible, so it is outlined rather than filled: the filled button stays 'Freigeben'.
// The ! wins over the secondary look's colours (cn() deliberately has no tailwind-merge).
const dangerButton = cmsButton("secondary", "whitespace-nowrap border-destructive! text-destructive!");

function Badge({ children, tone }: { children: React.ReactNode; tone: "pending" | "danger" | "muted" | "success" }) {
  return (
    <span
      className={cn(
        "inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold",
        tone === "pending" && "bg-primary text-primary-foreground",
        tone === "danger" && "bg-destructive text-white",
        tone === "muted" && "bg-muted text-muted-foreground",
        tone === "success" && "border border-success text-success",
      )}
    >
      {children}
    </span>
  );
}

/** Which row a running submission belongs to, so only that row shows as busy. */
function useBusyIntent(userId: string): UserIntent | null {
  const navigation = useNavigation();
  if (navigation.state !== "submitting" || navigation.formData?.get("userId") !== userId) return null;
  const intent = navigation.formData.get("intent");
  return userIntents.find((known) => known === intent) ?? null;
}

/**
 * 'Rolle ändern': the current role is preselected; the own role is shown but not offered. The person's
 * choice is kept while the list reloads (after another row's action, or this row's last change coming
 * back): a select reset to the stored role under their hand sent the old role (tests/e2e/cms-users.spec.ts).
 */
function RoleForm({ user, busy }: { user: UserRow; busy: UserIntent | null }) {
  const selectId = useId();
  const who = displayName(user);
  const [picked, setPicked] = useState<string | null>(null);
  return (
    <Form method="post" className="mt-2 flex flex-wrap items-center gap-1">
      <input type="hidden" name="userId" value={user.id} />
      <label htmlFor={selectId} className="sr-only">
        Neue Rolle für {who}
      </label>
      <select
        id={selectId}
        name="role"
        value={picked ?? user.role}
        onChange={(event) => setPicked(event.target.value)}
        className="focus-ring min-h-10 w-44 max-w-full rounded-md border border-border bg-card px-2 py-2 text-sm text-foreground"
      >
        {assignableRoles.map((role) => (
          <option key={role} value={role}>
            {roleLabels[role]}
          </option>
        ))}
      </select>
      <button type="submit" name="intent" value="set-role" className={neutralButton} disabled={busy !== null} aria-label={`Rolle von ${who} ändern`}>
        <ShieldCheck aria-hidden="true" className="size-4" />
        {busy === "set-role" ? "Wird geändert …" : "Rolle ändern"}
      </button>
    </Form>
  );
}

/**
 * A translator's languages (docs/decisions/0038-translator-role.md): they translate exactly these, and
 * with none ticked none; the server holds every write of theirs to these.
 */
function LanguagesForm({ user, busy }: { user: UserRow; busy: UserIntent | null }) {
  const who = displayName(user);
  return (
    <Form method="post" key={`${user.id}:${user.translationLanguages.join()}`} className="mt-2">
      <input type="hidden" name="userId" value={user.id} />
      <fieldset className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <legend className="text-sm text-muted-foreground">Übersetzt (ohne Auswahl: keine Sprache)</legend>
        {translationLanguages.map((language) => (
          <label key={language} className="inline-flex min-h-10 items-center gap-1 text-sm">
            <input type="checkbox" name="languages" value={language} defaultChecked={user.translationLanguages.includes(language)} className="size-4" />
            {languageFacts[language].staffName}
          </label>
        ))}
        <button
          type="submit"
          name="intent"
          value="set-languages"
          className={neutralButton}
          disabled={busy !== null}
          aria-label={`Sprachen von ${who} speichern`}
        >
          {busy === "set-languages" ? "Wird gespeichert …" : "Sprachen speichern"}
        </button>
      </fieldset>
    </Form>
  );
}

function displayName(user: UserRow) {
  return user.name || user.email;
}

function UserActions({ user, busy }: { user: UserRow; busy: UserIntent | null }) {
  const who = displayName(user);
  if (user.isSelf) {
    return (
      <p className="text-sm text-muted-foreground">
        Ihr eigenes Konto –{" "}
        <Link to="/cms/konto" className="focus-ring rounded-sm text-primary underline">
          Mein Konto
        </Link>
      </p>
    );
  }
  // Every action is its own small form posting `intent` and `userId`: it works without JavaScript,
  // and the server checks each one again (requireOperation and the rules in user-rules.ts).
  return (
    <div className="flex flex-col items-start gap-2">
      {user.role === "pending" ? (
        <Form method="post">
          <input type="hidden" name="userId" value={user.id} />
          <button type="submit" name="intent" value="approve" className={primaryButton} disabled={busy !== null} aria-label={`${who} freigeben`}>
            <UserCheck aria-hidden="true" className="size-4" />
            {busy === "approve" ? "Wird freigegeben …" : "Freigeben"}
          </button>
        </Form>
      ) : null}
      <Form method="post">
        <input type="hidden" name="userId" value={user.id} />
        {user.banned ? (
          <button type="submit" name="intent" value="unban" className={neutralButton} disabled={busy !== null} aria-label={`${who} entsperren`}>
            <CircleCheck aria-hidden="true" className="size-4" />
            {busy === "unban" ? "Wird entsperrt …" : "Entsperren"}
          </button>
        ) : (
          <button type="submit" name="intent" value="ban" className={dangerButton} disabled={busy !== null} aria-label={`${who} sperren`}>
            <Ban aria-hidden="true" className="size-4" />
            {busy === "ban" ? "Wird gesperrt …" : "Sperren"}
          </button>
        )}
      </Form>
      <Form method="post">
        <input type="hidden" name="userId" value={user.id} />
        <button
          type="submit"
          name="intent"
          value="revoke-sessions"
          className={neutralButton}
          disabled={busy !== null}
          aria-label={`Sitzungen von ${who} beenden`}
        >
          <LogOut aria-hidden="true" className="size-4" />
          {busy === "revoke-sessions" ? "Wird beendet …" : "Sitzungen beenden"}
        </button>
      </Form>
    </div>
  );
}

function UserTableRow({ user }: { user: UserRow }) {
  const busy = useBusyIntent(user.id);
  return (
    <tr className={cn("align-top", user.role === "pending" && "bg-secondary/40")} aria-busy={busy ? true : undefined}>
      <th scope="row" className="px-2 py-3 text-left font-normal">
        <span className="block font-semibold">
          {user.name || <span className="font-normal text-muted-foreground">(ohne Namen)</span>}
          {user.isSelf ? <span className="ml-1 font-normal text-muted-foreground">(Sie)</span> : null}
        </span>
        <span className="block text-muted-foreground [overflow-wrap:anywhere]">{user.email}</span>
      </th>
      <td className="px-2 py-3">
        {user.role === "pending" ? <Badge tone="pending">{roleLabels.pending}</Badge> : <span className="whitespace-nowrap">{roleLabels[user.role]}</span>}
        {user.isSelf ? null : <RoleForm user={user} busy={busy} />}
        {user.role === "translator" && !user.isSelf ? <LanguagesForm user={user} busy={busy} /> : null}
      </td>
      <td className="px-2 py-3">{user.emailVerified ? "Ja" : "Nein"}</td>
      <td className="px-2 py-3">{user.twoFactorEnabled ? "An" : "Aus"}</td>
      <td className="px-2 py-3">
        {user.lastSignInIso ? (
          <time dateTime={user.lastSignInIso}>{user.lastSignIn}</time>
        ) : (
          <>
            <span aria-hidden="true">{user.lastSignIn}</span>
            <span className="sr-only">noch nie</span>
          </>
        )}
      </td>
      <td className="px-2 py-3">{user.banned ? <Badge tone="danger">Gesperrt</Badge> : <Badge tone="success">Aktiv</Badge>}</td>
      <td className="px-2 py-3">
        <UserActions user={user} busy={busy} />
      </td>
    </tr>
  );
}

/** The users screen (tests/e2e/cms-users.spec.ts): every account with its state and the administrator's actions. */
export function UsersTable({ users }: { users: UserRow[] }) {
  const captionId = useId();
  const pendingCount = users.filter((u) => u.role === "pending").length;
  return (
    <div>
      <p className="mb-2 text-sm text-muted-foreground md:hidden">Die Tabelle lässt sich seitlich verschieben.</p>
      {/* The table keeps its columns on a phone and scrolls sideways; the region can be focused so the
        keyboard can scroll it too. `relative` keeps the visually hidden labels (position: absolute)
        inside the scroll box — otherwise they widen the whole page. */}
      <div role="region" aria-labelledby={captionId} tabIndex={0} className="focus-ring relative overflow-x-auto rounded-card border border-border bg-card">
        <table className="w-full min-w-[54rem] border-collapse text-left text-sm text-card-foreground">
          <caption id={captionId} className="px-2 py-3 text-left text-base font-semibold">
            Alle Konten ({users.length})
            {pendingCount > 0 ? <span className="ml-2 font-normal text-muted-foreground">– {pendingCount} warten auf Kontofreigabe</span> : null}
          </caption>
          <thead className="border-y border-border bg-muted text-muted-foreground">
            <tr>
              <th scope="col" className="px-2 py-2 font-semibold">
                Konto
              </th>
              <th scope="col" className="px-2 py-2 font-semibold">
                Rolle
              </th>
              <th scope="col" className="px-2 py-2 font-semibold">
                E-Mail bestätigt
              </th>
              <th scope="col" className="px-2 py-2 font-semibold">
                Zwei-Faktor
              </th>
              <th scope="col" className="px-2 py-2 font-semibold">
                Letzte Anmeldung
              </th>
              <th scope="col" className="px-2 py-2 font-semibold">
                Status
              </th>
              <th scope="col" className="px-2 py-2 font-semibold">
                Aktionen
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {users.map((user) => (
              <UserTableRow key={user.id} user={user} />
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
