// What the 'Datenschutz-Anfragen' screen receives from the server (privacy-requests.server.ts): plain
// data, shared by the loader, the action and the screen's components.
import type { ActionResult } from "~/components/cms/action-result";
import type { PrivacyAction } from "./privacy-rules";

/** `printedCopyRequests`: requests for a printed copy whose personal fields are still kept (docs/decisions/0047-printed-copies.md). */
export type StoredCounts = { contactMessages: number; outboxMails: number; account: number; printedCopyRequests: number };

export interface StoredDataSummary {
  email: string;
  counts: StoredCounts;
  messages: { id: number; receivedAt: string; name: string; sourcePage: string | null; status: string }[];
  outboxMails: { id: number; createdAt: string; subject: string; toAddress: string; replyTo: string | null }[];
  printedCopyRequests: { id: number; receivedAt: string; name: string | null; institution: string | null; shippedAt: string | null }[];
  account: { name: string; role: string; createdAt: string; self: boolean } | null;
  /** Earlier exports and erasures about the same address (matched by its hash). */
  history: { action: PrivacyAction; at: string; actor: string | null }[];
}

export interface PrivacyLogEntry {
  id: number;
  action: PrivacyAction;
  at: string;
  atIso: string;
  counts: Record<string, number>;
  actor: string | null;
}

/** The action's answer: the retention form's result, or an address's search, confirmation or erasure. */
export type PrivacyActionData =
  | (ActionResult & {
      intent: "save-retention";
      values?: { months: string };
    })
  | {
      intent: "search" | "confirm-erase" | "erase";
      ok: boolean;
      message?: string;
      fieldErrors?: Record<string, string>;
      values?: { email: string };
      summary?: StoredDataSummary;
      /** Without JavaScript, 'Löschen …' asks the server for the confirmation dialog. */
      confirming?: boolean;
    };
